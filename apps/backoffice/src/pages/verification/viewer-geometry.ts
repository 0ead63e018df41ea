/*
 * Where the document viewer draws an image: at its own size (100%) or scaled to fit the viewer,
 * turned by quarter turns. A turned image takes the room of its turned box, so the frame around it
 * swaps width and height at 90° and 270°, and "fit" fits the turned box.
 */

/** Fit: as large as the viewer allows but never past 100% (a small photo is not blown up); actual: 100%. */
export type ZoomMode = 'fit' | 'actual';

/** Quarter turns clockwise. */
export type Rotation = 0 | 90 | 180 | 270;

/** The rotation one quarter turn further (`1`: clockwise, `-1`: anticlockwise). */
export function turn(rotation: Rotation, direction: 1 | -1): Rotation {
  return ((((rotation + direction * 90) % 360) + 360) % 360) as Rotation;
}

export type ViewerBox = {
  /** Image pixels per CSS pixel drawn (1 at 100%). */
  scale: number;
  /** The turned image's box: the room it takes in the viewer. */
  frameWidth: number;
  frameHeight: number;
  /** The image's own box before turning, centred on the frame. */
  imageWidth: number;
  imageHeight: number;
};

/**
 * The frame and image sizes (CSS pixels, rounded) of an image of `width` × `height` turned by
 * `rotation` in a viewer at most `maxWidth` × `maxHeight`.
 */
export function viewerBox({
  width,
  height,
  rotation,
  mode,
  maxWidth,
  maxHeight,
}: {
  width: number;
  height: number;
  rotation: Rotation;
  mode: ZoomMode;
  maxWidth: number;
  maxHeight: number;
}): ViewerBox {
  const sideways = rotation === 90 || rotation === 270;
  const turnedWidth = sideways ? height : width;
  const turnedHeight = sideways ? width : height;
  const fits = Math.min(1, maxWidth / turnedWidth, maxHeight / turnedHeight);
  const scale = mode === 'actual' || !(fits > 0) ? 1 : fits;
  return {
    scale,
    frameWidth: Math.round(turnedWidth * scale),
    frameHeight: Math.round(turnedHeight * scale),
    imageWidth: Math.round(width * scale),
    imageHeight: Math.round(height * scale),
  };
}
