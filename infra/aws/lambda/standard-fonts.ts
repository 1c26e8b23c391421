/**
 * Stands in for `@pdf-lib/standard-fonts` in every Lambda bundle (an esbuild alias in
 * infra/aws/constructs/handler-bundling.ts); local runs and tests are not bundled and keep the package.
 *
 * pdf-lib loads a standard font's metrics from that package, which carries the compressed metrics of
 * all 14 standard PDF fonts (127 KB of base64 that gzip cannot shrink much: about 75 KB gzip of each
 * PDF-drawing bundle). The portal draws only with Helvetica and Helvetica-Bold (the signing stamp, the
 * verification proof; pdf-lib's own form appearances use Helvetica too), so only their metrics are
 * bundled here; any other standard font fails loudly with this file's name instead of drawing wrong.
 * FontNames and Encodings are the package's own (Encoding.js carries the 6 KB glyph-name table pdf-lib
 * encodes text with). Checked against the package in tests/unit/standard-fonts-shim.test.ts.
 */
import { inflateSync } from 'node:zlib';
import HelveticaCompressed from '../../../node_modules/@pdf-lib/standard-fonts/es/Helvetica.compressed.json';
import HelveticaBoldCompressed from '../../../node_modules/@pdf-lib/standard-fonts/es/Helvetica-Bold.compressed.json';

export { Encodings } from '../../../node_modules/@pdf-lib/standard-fonts/es/Encoding.js';

export enum FontNames {
  Courier = 'Courier',
  CourierBold = 'Courier-Bold',
  CourierOblique = 'Courier-Oblique',
  CourierBoldOblique = 'Courier-BoldOblique',
  Helvetica = 'Helvetica',
  HelveticaBold = 'Helvetica-Bold',
  HelveticaOblique = 'Helvetica-Oblique',
  HelveticaBoldOblique = 'Helvetica-BoldOblique',
  TimesRoman = 'Times-Roman',
  TimesRomanBold = 'Times-Bold',
  TimesRomanItalic = 'Times-Italic',
  TimesRomanBoldItalic = 'Times-BoldItalic',
  Symbol = 'Symbol',
  ZapfDingbats = 'ZapfDingbats',
}

/** The fonts whose metrics the bundles carry. */
export const BUNDLED_STANDARD_FONTS: Readonly<Partial<Record<FontNames, string>>> = {
  [FontNames.Helvetica]: HelveticaCompressed as unknown as string,
  [FontNames.HelveticaBold]: HelveticaBoldCompressed as unknown as string,
};

type CharMetric = { C: number; WX: number; N: string; B: [number, number, number, number] };

const fontCache: Partial<Record<string, Font>> = {};

/** The package's Font: the metrics of one standard font, with its width and kerning look-ups. */
export class Font {
  [key: string]: unknown;
  declare CharMetrics: CharMetric[];
  declare KernPairs: [string, string, number][];
  CharWidths: Record<string, number> = {};
  KernPairXAmounts: Record<string, Record<string, number>> = {};

  getWidthOfGlyph = (glyphName: string): number | undefined => this.CharWidths[glyphName];

  getXAxisKerningForPair = (left: string, right: string): number | undefined =>
    this.KernPairXAmounts[left]?.[right];

  static load(fontName: FontNames): Font {
    const cached = fontCache[fontName];
    if (cached) return cached;
    const compressed = BUNDLED_STANDARD_FONTS[fontName];
    if (!compressed) {
      throw new Error(
        `The standard font ${fontName} is not bundled (infra/aws/lambda/standard-fonts.ts lists those that are).`,
      );
    }
    const json = inflateSync(Buffer.from(compressed, 'base64')).toString('latin1');
    const font = Object.assign(new Font(), JSON.parse(json)) as Font;
    font.CharWidths = Object.fromEntries(font.CharMetrics.map((metric) => [metric.N, metric.WX]));
    const kerning: Record<string, Record<string, number>> = {};
    for (const [left, right, width] of font.KernPairs) {
      const pairs = kerning[left] ?? {};
      pairs[right] = width;
      kerning[left] = pairs;
    }
    font.KernPairXAmounts = kerning;
    fontCache[fontName] = font;
    return font;
  }
}
