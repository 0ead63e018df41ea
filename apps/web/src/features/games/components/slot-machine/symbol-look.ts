import type { GameDefinition, SymbolKind } from '@casino/slot-engine';

/** How a symbol is drawn without artwork: a short label on a tile of its own colour. */
export type SymbolLook = { id: string; name: string; kind: SymbolKind; label: string; hue: number };

/** Two letters of a name: the initials of its first two words, or the first two letters of one word. */
export function shortLabel(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  if (second) return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
  return `${first.charAt(0).toUpperCase()}${first.charAt(1).toLowerCase()}`;
}

/**
 * The look of every symbol of a title by id: regular symbols get hues spread evenly round the colour
 * wheel (so no two share a colour) and a label unique within the title (the symbol id when two names
 * would read the same); wilds and scatters are drawn by their kind.
 */
export function symbolLooks(definition: Pick<GameDefinition, 'symbols'>): Map<string, SymbolLook> {
  const regular = definition.symbols.filter((symbol) => symbol.kind === 'regular');
  const labels = regular.map((symbol) => shortLabel(symbol.name));
  const looks = new Map<string, SymbolLook>();
  for (const symbol of definition.symbols) {
    const at = regular.indexOf(symbol);
    const label = labels[at];
    const unique = label !== undefined && labels.indexOf(label) === labels.lastIndexOf(label);
    looks.set(symbol.id, {
      id: symbol.id,
      name: symbol.name,
      kind: symbol.kind,
      label: symbol.kind === 'regular' ? (unique ? label : symbol.id) : shortLabel(symbol.name),
      // 200° first: the cheapest symbols start in cool blues, the richest end in warm reds
      hue: at >= 0 ? Math.round((200 + (at * 360) / regular.length) % 360) : 0,
    });
  }
  return looks;
}
