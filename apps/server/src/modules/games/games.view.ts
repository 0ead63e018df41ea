import type { Game } from '@casino/contracts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A hue per game, stable across releases: from its slug. */
function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** How wide a title may be drawn: the 300-wide tile less a margin of 20 on each side. */
const titleWidth = 260;
const maxTitleFontSize = 36;
/**
 * A generous average advance of the bold system fonts per character, in ems (DejaVu Sans Bold, the
 * widest of them, averages ~0.66 over capitalised words): a title sized by it fits in every one.
 */
const boldCharEm = 0.7;

/**
 * A title on one line when it has at most `width` characters, else on two lines split between
 * words where the longer line is shortest ("Jade Serpent" / "Temple", not "Jade" / "Serpent Temple").
 */
export function titleLines(name: string, width = 11): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const whole = words.join(' ');
  if (whole.length <= width || words.length < 2) return [whole];
  let best: [string, string] = [whole, ''];
  for (let split = 1; split < words.length; split += 1) {
    const lines: [string, string] = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    if (Math.max(...lines.map((line) => line.length)) < Math.max(...best.map((line) => line.length)))
      best = lines;
  }
  return best;
}

/** The title's font size: 36, or smaller when its longest line would not fit the tile at 36. */
export function titleFontSize(lines: readonly string[]): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.min(maxTitleFontSize, Math.floor(titleWidth / (longest * boldCharEm)));
}

/**
 * The tile a game shows in the lobby, drawn from its catalog facts (the house studio ships no
 * artwork): a gradient in the game's own hue, its name, RTP and volatility. 3:4, like a game card.
 */
export function gameThumbnail(
  game: Pick<Game, 'slug' | 'name' | 'provider' | 'returnToPlayer' | 'volatility'>,
): string {
  const hue = hueOf(game.slug);
  const lines = titleLines(game.name);
  const fontSize = titleFontSize(lines);
  const lineHeight = Math.round(fontSize * 1.22);
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${200 + (index - (lines.length - 1) / 2) * lineHeight}" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  // width and height give the image its intrinsic 300×400 size (without them a browser assumes 150 tall)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 22%)"/></linearGradient></defs>
<rect width="300" height="400" rx="24" fill="url(#g)"/>
<circle cx="240" cy="70" r="90" fill="#fff" fill-opacity="0.08"/><circle cx="40" cy="360" r="120" fill="#000" fill-opacity="0.12"/>
${text}
<text x="150" y="330" font-size="18" text-anchor="middle" fill="#fff" fill-opacity="0.85">${escapeXml(game.provider)}</text>
<text x="150" y="360" font-size="16" text-anchor="middle" fill="#fff" fill-opacity="0.7">RTP ${game.returnToPlayer.toFixed(2)}%${game.volatility ? ` · ${escapeXml(game.volatility)} volatility` : ''}</text>
</svg>`;
}
