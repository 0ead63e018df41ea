import { describe, expect, it } from 'vitest';
import { cardImagePriority, cardsAboveTheFold } from './image-priority';

describe('which game thumbnails load at once', () => {
  it('asks for the first card of the first row ahead of everything else', () => {
    expect(cardImagePriority(0, { first: true })).toBe('high');
    expect(cardImagePriority(1, { first: true })).toBe('eager');
    expect(cardImagePriority(0, { first: false })).toBe('eager');
  });

  it('leaves the cards past the first screen to lazy loading', () => {
    expect(cardImagePriority(cardsAboveTheFold - 1, { first: true })).toBe('eager');
    expect(cardImagePriority(cardsAboveTheFold, { first: true })).toBe('lazy');
    expect(cardImagePriority(20, { first: false })).toBe('lazy');
  });
});
