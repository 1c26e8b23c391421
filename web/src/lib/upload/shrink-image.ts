/** The longest side of a receipt photo after shrinking (issue 35): sharp enough to read, ~0.5 MB. */
export const RECEIPT_PHOTO_MAX_SIDE = 2000;
const JPEG_QUALITY = 0.82;
/** What a browser can decode and draw; a PDF (or anything else) is sent as it is. */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

/** Scales (width, height) so the longest side is at most `maxSide`, keeping the proportions. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone's photo of a receipt (often 4000 px and 3–8 MB) shrunk in the browser before it is
 * uploaded: longest side at most 2000 px, re-encoded as JPEG, upright by its EXIF orientation (and
 * with the rest of its EXIF, the place it was taken included, left behind). Anything else, a PDF
 * included, comes back untouched, as does a photo the browser cannot decode.
 */
export async function shrinkImage(file: File, maxSide = RECEIPT_PHOTO_MAX_SIDE): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG becomes white paper, not black, as JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) return file;
    const isSmallerAlready =
      size.width === bitmap.width && size.height === bitmap.height && blob.size >= file.size;
    if (isSmallerAlready && file.type === 'image/jpeg') return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'bonnetje'}.jpg`;
}
