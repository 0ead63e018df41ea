/**
 * How a card's thumbnail loads: `lazy` once it nears the viewport (cards below the fold), `eager`
 * at once (the first cards on screen), `high` at once and ahead of other requests (the card likely
 * to be the page's largest paint).
 */
export type CardImagePriority = 'lazy' | 'eager' | 'high';

/** Cards of a list on screen before any scrolling: two rows on a phone, about a row on a desktop. */
export const cardsAboveTheFold = 6;

/**
 * The priority of the `index`th card of a list whose first cards are on screen; the first card of
 * the `first` such list is the likely largest paint.
 */
export function cardImagePriority(index: number, { first }: { first: boolean }): CardImagePriority {
  if (index >= cardsAboveTheFold) return 'lazy';
  return first && index === 0 ? 'high' : 'eager';
}
