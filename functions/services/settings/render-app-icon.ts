import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Pixels as RGBA bytes, row by row. */
export type Bitmap = { width: number; height: number; data: Uint8Array };

/** A logo wider or taller than this is refused before decoding (a small file can unpack to gigabytes). */
export const MAX_LOGO_SIDE = 4096;

/** The logo formats the icons are rendered from; a GIF or WebP logo keeps the default icons. */
export const RENDERABLE_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const isRenderableLogo = (contentType: string | null): boolean =>
  (RENDERABLE_LOGO_TYPES as readonly (string | null)[]).includes(contentType);

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame, without decoding the pixels. */
function declaredSize(bytes: Buffer, contentType: string): { width: number; height: number } | null {
  if (contentType === 'image/png') {
    if (bytes.length < 24) return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** The logo's pixels, or null when it is not a PNG or JPEG this can read, or too large. */
export function decodeLogo(bytes: Uint8Array, contentType: string): Bitmap | null {
  if (!isRenderableLogo(contentType)) return null;
  const buffer = Buffer.from(bytes);
  const size = declaredSize(buffer, contentType);
  if (!size || size.width < 1 || size.height < 1) return null;
  if (size.width > MAX_LOGO_SIDE || size.height > MAX_LOGO_SIDE) return null;
  try {
    if (contentType === 'image/png') {
      const png = PNG.sync.read(buffer);
      return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
    }
    const image = jpeg.decode(buffer, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 17 });
    return { width: image.width, height: image.height, data: image.data };
  } catch {
    return null;
  }
}

/**
 * Scales a bitmap to `width` × `height`: each target pixel averages the source area it covers when
 * shrinking, and interpolates between the four nearest source pixels when enlarging. Colours are
 * weighted by their alpha, so transparent pixels do not darken the edges.
 */
export function resize(source: Bitmap, width: number, height: number): Bitmap {
  const data = new Uint8Array(width * height * 4);
  const scaleX = source.width / width;
  const scaleY = source.height / height;
  const sum = [0, 0, 0, 0];
  const add = (x: number, y: number, weight: number) => {
    const index = (y * source.width + x) * 4;
    const alpha = (source.data[index + 3] ?? 0) * weight;
    sum[0] = (sum[0] ?? 0) + (source.data[index] ?? 0) * alpha;
    sum[1] = (sum[1] ?? 0) + (source.data[index + 1] ?? 0) * alpha;
    sum[2] = (sum[2] ?? 0) + (source.data[index + 2] ?? 0) * alpha;
    sum[3] = (sum[3] ?? 0) + alpha;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      sum.fill(0);
      let weights = 0;
      if (scaleX > 1 || scaleY > 1) {
        const fromX = Math.floor(x * scaleX);
        const toX = Math.max(fromX + 1, Math.min(source.width, Math.floor((x + 1) * scaleX)));
        const fromY = Math.floor(y * scaleY);
        const toY = Math.max(fromY + 1, Math.min(source.height, Math.floor((y + 1) * scaleY)));
        for (let sy = fromY; sy < toY; sy += 1) for (let sx = fromX; sx < toX; sx += 1) add(sx, sy, 1);
        weights = (toX - fromX) * (toY - fromY);
      } else {
        const sourceX = Math.min(source.width - 1, Math.max(0, (x + 0.5) * scaleX - 0.5));
        const sourceY = Math.min(source.height - 1, Math.max(0, (y + 0.5) * scaleY - 0.5));
        const x0 = Math.floor(sourceX);
        const y0 = Math.floor(sourceY);
        const x1 = Math.min(source.width - 1, x0 + 1);
        const y1 = Math.min(source.height - 1, y0 + 1);
        const dx = sourceX - x0;
        const dy = sourceY - y0;
        add(x0, y0, (1 - dx) * (1 - dy));
        add(x1, y0, dx * (1 - dy));
        add(x0, y1, (1 - dx) * dy);
        add(x1, y1, dx * dy);
        weights = 1;
      }
      const alpha = sum[3] ?? 0;
      const target = (y * width + x) * 4;
      if (alpha > 0) {
        data[target] = Math.round((sum[0] ?? 0) / alpha);
        data[target + 1] = Math.round((sum[1] ?? 0) / alpha);
        data[target + 2] = Math.round((sum[2] ?? 0) / alpha);
        data[target + 3] = Math.round(alpha / weights);
      }
    }
  }
  return { width, height, data };
}

/** What part of a maskable icon is always visible: a circle of 80 % of its width, and the square inside it. */
const MASKABLE_LOGO_SHARE = 0.56;
/** Room around the logo on an ordinary icon. */
const ICON_LOGO_SHARE = 0.88;
/** A maskable icon fills its whole square (the launcher cuts its shape): the logo sits on white. */
const MASKABLE_BACKGROUND = [255, 255, 255, 255] as const;

/**
 * An app icon of `size` px square from the logo, as PNG: the logo scaled to fit, centred, with room
 * around it; on a transparent square, or for a maskable icon on an opaque white one with the logo
 * inside the safe zone every launcher shape keeps.
 */
export function renderAppIcon(logo: Bitmap, size: number, purpose: 'any' | 'maskable'): Buffer {
  const share = purpose === 'maskable' ? MASKABLE_LOGO_SHARE : ICON_LOGO_SHARE;
  const scale = Math.min((size * share) / logo.width, (size * share) / logo.height);
  const width = Math.max(1, Math.round(logo.width * scale));
  const height = Math.max(1, Math.round(logo.height * scale));
  const scaled = resize(logo, width, height);
  const png = new PNG({ width: size, height: size });
  const isMaskable = purpose === 'maskable';
  png.data.fill(0);
  if (isMaskable) {
    for (let index = 0; index < png.data.length; index += 4) png.data.set(MASKABLE_BACKGROUND, index);
  }
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - height) / 2);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 4;
      const to = ((top + y) * size + left + x) * 4;
      if (!isMaskable) {
        png.data.set(scaled.data.subarray(from, from + 4), to);
        continue;
      }
      // On the opaque background: the logo's pixel over white.
      const alpha = (scaled.data[from + 3] ?? 0) / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        const under = MASKABLE_BACKGROUND[channel] ?? 255;
        png.data[to + channel] = Math.round((scaled.data[from + channel] ?? 0) * alpha + under * (1 - alpha));
      }
    }
  }
  return PNG.sync.write(png);
}
