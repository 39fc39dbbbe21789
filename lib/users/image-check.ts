import sharp from 'sharp';

// Uploaded images: the bytes decide, never the file name or the declared
// type. A PNG or an SVG is decoded and drawn again as a new PNG (sharp; SVGs
// through librsvg, which runs no script and loads nothing from outside), so
// what we store and serve is pixels only: no script, no markup, no metadata.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The side of the stored picture (an avatar): larger uploads are scaled down. */
export const PHOTO_SIDE = 512;
/** Decoding bombs: an image claiming more pixels than this is refused before it is drawn. */
const MAX_INPUT_PIXELS = 4096 * 4096;

export type ImageType = 'png' | 'svg';

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.includes(0)) return null;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Optional XML declaration, comments and doctype, then the <svg> root element.
  const prologue =
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prologue.test(text) && /<\/svg>\s*$/i.test(text) ? 'svg' : null;
}

export class ImageRejected extends Error {}

/**
 * The upload drawn again as a PNG of at most PHOTO_SIDE × PHOTO_SIDE. Throws
 * ImageRejected for anything that is not a decodable PNG or SVG (entity
 * declarations are refused before parsing: no billion laughs, no external entities).
 */
export async function toSafePng(bytes: Buffer): Promise<Buffer> {
  const type = detectImageType(bytes);
  if (!type) throw new ImageRejected('type');
  if (type === 'svg' && /<!ENTITY/i.test(bytes.toString('utf8'))) throw new ImageRejected('type');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new ImageRejected('decode');
  }
}
