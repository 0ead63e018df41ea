import type { PaymentMethodRow } from './cashier.repository.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Brand-neutral colours per kind of method (the sandbox ships no brand artwork). */
const colours: Record<PaymentMethodRow['kind'], [string, string]> = {
  card: ['#1f3a93', '#4f7cff'],
  crypto: ['#7a4a00', '#f2a900'],
  upi: ['#0b6e4f', '#2ecc8f'],
  skrill: ['#5a1a6e', '#a347c6'],
  pix: ['#0a5c57', '#32bcad'],
  bank: ['#34404d', '#7b8ea3'],
  wallet: ['#6b2140', '#e0527f'],
};

/** A method's tile in the cashier: its title on a gradient of its kind's colours, 8:5 like a card. */
export function paymentMethodLogo(method: Pick<PaymentMethodRow, 'kind' | 'title'>): string {
  const [from, to] = colours[method.kind];
  // a bold sans letter is about 0.62 of its size wide: the title fits the 136 units inside the margins
  const size = Math.min(34, Math.floor(136 / (0.62 * Math.max(1, method.title.length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" role="img" aria-label="${escapeXml(method.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="160" height="100" rx="12" fill="url(#g)"/>
<text x="80" y="${50 + size / 3}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(method.title)}</text>
</svg>`;
}
