import { Icon } from '../../../components/ui/icon';

export type MethodTileProps = {
  /** The radio group's name. */
  group: string;
  name: string;
  title: string;
  thumbnailUrl: string;
  selected: boolean;
  onSelect: (name: string) => void;
  /** An extra class for the tile (a page's own sizing). */
  className?: string;
  logoClassName?: string;
  /** Load the logo at once: the tile is on screen as the page opens (otherwise when scrolled near). */
  eager?: boolean;
};

/** Tiles of a picker on screen before any scrolling: two rows of three on a phone. */
export const tilesAboveTheFold = 6;

/** One payment method as a radio tile: its logo and title, a check mark when chosen. */
export function MethodTile({
  group,
  name,
  title,
  thumbnailUrl,
  selected,
  onSelect,
  className,
  logoClassName = 'cashier-method__logo',
  eager = false,
}: MethodTileProps) {
  const classes = ['cashier-method', className, selected ? 'cashier-method--selected' : null];
  return (
    <label className={classes.filter(Boolean).join(' ')}>
      <input
        type="radio"
        className="cashier-method__input"
        name={group}
        value={name}
        checked={selected}
        onChange={() => onSelect(name)}
      />
      <img
        className={logoClassName}
        src={thumbnailUrl}
        alt=""
        width={160}
        height={100}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="cashier-method__title">{title}</span>
      {selected ? (
        <span className="cashier-method__check">
          <Icon name="check" size={14} strokeWidth={3} />
        </span>
      ) : null}
    </label>
  );
}
