import { describe, expect, it } from 'vitest';
import { THUMBNAIL_FRAME, thumbnailBox, UNMEASURED_CARD_WIDTH } from './thumbnail';

describe('thumbnailBox', () => {
  it('shrinks the mail-client-wide frame to the card and keeps its proportions', () => {
    const box = thumbnailBox(320);
    expect(box.scale).toBe(0.5);
    expect(box.frameWidth).toBe(THUMBNAIL_FRAME.width);
    expect(box.boxWidth).toBe(320);
    expect(box.boxHeight).toBe(400);
  });

  it('never enlarges the e-mail in a wide card', () => {
    expect(thumbnailBox(2000).scale).toBe(1);
    expect(thumbnailBox(2000).boxWidth).toBe(640);
  });

  it("keeps a readable minimum, and gives a card not measured yet a column's width, not the full one", () => {
    expect(thumbnailBox(10).scale).toBe(0.1);
    const unmeasured = UNMEASURED_CARD_WIDTH / THUMBNAIL_FRAME.width;
    expect(thumbnailBox(0).scale).toBe(unmeasured);
    expect(thumbnailBox(Number.NaN).scale).toBe(unmeasured);
  });

  it('takes another frame size', () => {
    expect(thumbnailBox(300, { width: 600, height: 300 })).toEqual({
      scale: 0.5,
      frameWidth: 600,
      frameHeight: 300,
      boxWidth: 300,
      boxHeight: 150,
    });
  });
});
