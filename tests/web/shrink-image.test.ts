import { describe, expect, it } from 'vitest';
import { fitWithin, RECEIPT_PHOTO_MAX_SIDE, shrinkImage } from '../../web/src/lib/upload/shrink-image';

describe('shrinking a receipt photo before its upload', () => {
  it('brings the longest side down to 2000 px and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, RECEIPT_PHOTO_MAX_SIDE)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032, RECEIPT_PHOTO_MAX_SIDE)).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, RECEIPT_PHOTO_MAX_SIDE)).toEqual({ width: 800, height: 600 });
  });

  it('leaves a PDF a PDF', async () => {
    const pdf = new File(['%PDF-1.7\n'], 'factuur.pdf', { type: 'application/pdf' });
    expect(await shrinkImage(pdf)).toBe(pdf);
  });
});
