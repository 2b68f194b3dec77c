/**
 * A card's thumbnail is the e-mail itself, laid out at a mail client's width and shrunk with a CSS
 * transform: the iframe keeps the full width so the HTML lays out as it will be read, and the scale
 * makes it fit the card.
 */
export const THUMBNAIL_FRAME = { width: 640, height: 800 } as const;

export interface ThumbnailBox {
  scale: number;
  /** The frame's own size (before the transform). */
  frameWidth: number;
  frameHeight: number;
  /** The space the scaled frame takes in the card. */
  boxWidth: number;
  boxHeight: number;
}

/** A card's width before it is measured (the first paint): about a gallery column, so the card does not jump from full size. */
export const UNMEASURED_CARD_WIDTH = 280;

/** How to shrink a frame of `frame` size into a card `cardWidth` wide; never enlarged, never below a tenth. */
export function thumbnailBox(cardWidth: number, frame: { width: number; height: number } = THUMBNAIL_FRAME): ThumbnailBox {
  const width = Number.isFinite(cardWidth) && cardWidth > 0 ? cardWidth : UNMEASURED_CARD_WIDTH;
  const scale = Math.min(1, Math.max(0.1, width / frame.width));
  return {
    scale,
    frameWidth: frame.width,
    frameHeight: frame.height,
    boxWidth: Math.round(frame.width * scale),
    boxHeight: Math.round(frame.height * scale),
  };
}
