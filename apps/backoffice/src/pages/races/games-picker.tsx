import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { useGameCatalog } from '../../lib/use-game-catalog.ts';

type GamesPickerProps = {
  /** The chosen slugs; none: every game counts. */
  value: string[];
  onChange: (games: string[]) => void;
  error: string | undefined;
  label: string;
};

/** Past this many games the picker gets a search box. */
const searchFrom = 12;

/** "copper-cherries, Tempest-Forge" → ["copper-cherries", "tempest-forge"]. */
const slugsOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/**
 * The games a race counts, ticked from the catalog (none ticked: every game). A slug the catalog no
 * longer has stays listed, ticked, so it can be taken off. Without the catalog it is a text input of
 * slugs, which the server checks.
 */
export function GamesPicker({ value, onChange, error, label }: GamesPickerProps) {
  const catalog = useGameCatalog();
  const [search, setSearch] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  const known = useMemo(() => new Set(catalog.games.map((game) => game.slug)), [catalog.games]);
  const [typed, setTyped] = useState(() => value.join(', '));
  const fieldset = useRef<HTMLFieldSetElement>(null);

  const hint =
    value.length === 0
      ? 'None ticked: every game counts.'
      : `${value.length === 1 ? '1 game counts' : `${value.length} games count`}; the others do not.`;
  const errorLine = error ? (
    <p id={errorId} className="field-error">
      {error}
    </p>
  ) : null;

  if (catalog.isLoading)
    return (
      <div className="field form-wide">
        <span className="field-label">{label}</span>
        <p className="muted" role="status">
          Loading the games…
        </p>
      </div>
    );

  if (catalog.isError || catalog.games.length === 0)
    return (
      <div className="field form-wide">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange([...new Set(slugsOf(event.target.value))]);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={hintId} className="field-hint">
          The game list could not be loaded: type the games’ slugs, comma-separated (copper-cherries,
          tempest-forge). Empty: every game counts.
        </p>
        {errorLine}
      </div>
    );

  const needle = search.trim().toLowerCase();
  const shown = catalog.games.filter(
    (game) =>
      !needle ||
      value.includes(game.slug) ||
      game.name.toLowerCase().includes(needle) ||
      game.slug.includes(needle) ||
      game.provider.toLowerCase().includes(needle),
  );
  const missing = value.filter((slug) => !known.has(slug));
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...value, slug] : value.filter((entry) => entry !== slug));

  return (
    <fieldset ref={fieldset} className="day-picker form-wide games-picker" aria-describedby={describedBy}>
      <legend>{label}</legend>
      {catalog.games.length > searchFrom ? (
        <div className="field field-search">
          <label htmlFor={`${id}-search`}>Find a game</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, slug or provider"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      ) : null}
      <div className={`day-picker-options${catalog.games.length > searchFrom ? ' games-picker-scroll' : ''}`}>
        {missing.map((slug) => (
          <label key={slug} className="day-picker-option">
            <input
              type="checkbox"
              checked
              aria-invalid={error ? true : undefined}
              onChange={() => toggle(slug, false)}
            />
            {slug} <span className="muted">(not in the catalog)</span>
          </label>
        ))}
        {shown.map((game) => (
          <label key={game.slug} className="day-picker-option" title={game.slug}>
            <input
              type="checkbox"
              name="games"
              value={game.slug}
              checked={value.includes(game.slug)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(game.slug, event.target.checked)}
            />
            {game.name}
          </label>
        ))}
        {shown.length === 0 ? <p className="muted">No game matches “{search.trim()}”.</p> : null}
      </div>
      <div className="button-row">
        <p id={hintId} className="field-hint">
          {hint}
        </p>
        {value.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onChange([]);
              // the button goes with the ticks: the focus stays in the picker
              setTimeout(
                () => fieldset.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
                0,
              );
            }}
          >
            Count every game
          </Button>
        ) : null}
      </div>
      {errorLine}
    </fieldset>
  );
}
