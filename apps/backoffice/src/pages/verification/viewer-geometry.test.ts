import { describe, expect, it } from 'vitest';
import { turn, viewerBox } from './viewer-geometry.ts';

describe('viewerBox', () => {
  const room = { maxWidth: 600, maxHeight: 500 };

  it('shrinks a large image to fit the viewer, keeping its shape', () => {
    expect(viewerBox({ width: 1600, height: 1000, rotation: 0, mode: 'fit', ...room })).toEqual({
      scale: 0.375,
      frameWidth: 600,
      frameHeight: 375,
      imageWidth: 600,
      imageHeight: 375,
    });
  });

  it('fits a quarter-turned image by its turned box, which swaps width and height', () => {
    // 800 × 400 turned is 400 × 800: the height decides
    const box = viewerBox({ width: 800, height: 400, rotation: 90, mode: 'fit', ...room });
    expect(box.scale).toBe(0.625);
    expect([box.frameWidth, box.frameHeight]).toEqual([250, 500]);
    expect([box.imageWidth, box.imageHeight]).toEqual([500, 250]);
  });

  it('never blows a small image up past its own size', () => {
    expect(viewerBox({ width: 300, height: 200, rotation: 0, mode: 'fit', ...room }).scale).toBe(1);
  });

  it('draws the image at its own size at 100%, however large', () => {
    const box = viewerBox({ width: 1600, height: 1000, rotation: 270, mode: 'actual', ...room });
    expect(box).toEqual({
      scale: 1,
      frameWidth: 1000,
      frameHeight: 1600,
      imageWidth: 1600,
      imageHeight: 1000,
    });
  });

  it('falls back to 100% before the viewer has a size', () => {
    expect(
      viewerBox({ width: 800, height: 600, rotation: 0, mode: 'fit', maxWidth: 0, maxHeight: 0 }).scale,
    ).toBe(1);
  });
});

describe('turn', () => {
  it('turns by quarter turns both ways, round the full circle', () => {
    expect(turn(0, 1)).toBe(90);
    expect(turn(270, 1)).toBe(0);
    expect(turn(0, -1)).toBe(270);
    expect(turn(180, -1)).toBe(90);
  });
});
