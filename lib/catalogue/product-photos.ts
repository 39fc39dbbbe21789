import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadDir } from '@/lib/env';
import { PHOTO_FORMATS, PHOTO_KINDS, type Photo } from '@/lib/vocabulary/photos';

// Product photos uploaded in the back office (issue 14, scope 2), through the
// same pipeline as the demo chain's (decision 019): the bytes decide the type
// (JPEG, PNG or WebP), sharp decodes them (a size limit against decoding
// bombs) and draws new files at the widths and formats the cards ask for, so
// only pixels we made are stored and served. Random names: a new photo is a
// new URL, cached for ever.

export const MAX_PRODUCT_PHOTO_BYTES = 8 * 1024 * 1024;
export const PRODUCT_PHOTOS_URL = '/api/product-photos';
const MAX_INPUT_PIXELS = 8000 * 8000;
const DIR = () => path.resolve(process.cwd(), uploadDir(), 'product-photos');
const BASE = /^[A-Za-z0-9_-]{22}$/;
const FILE = /^([A-Za-z0-9_-]{22})-(\d{3,4})\.(avif|webp)$/;

export type UploadedImageType = 'jpeg' | 'png' | 'webp';

/** What the first bytes say the file is; null for anything else (a GIF, a script, an SVG). */
export function detectPhotoType(bytes: Buffer): UploadedImageType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export class PhotoRejected extends Error {}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Draws the upload at every width and format of a product photo (16:9, cropped
 * to the centre) and returns its base name and placeholder colour. Throws
 * PhotoRejected when the bytes are not a decodable JPEG, PNG or WebP.
 */
export async function storeProductPhoto(bytes: Buffer): Promise<{ base: string; color: string }> {
  if (!detectPhotoType(bytes)) throw new PhotoRejected('type');
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let color: string;
  try {
    const { dominant } = await source.clone().stats();
    color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  } catch {
    throw new PhotoRejected('decode');
  }
  const base = randomBytes(16).toString('base64url');
  const { widths, aspect } = PHOTO_KINDS.product;
  await fs.mkdir(DIR(), { recursive: true });
  try {
    for (const width of widths) {
      const height = Math.round((width * aspect[1]) / aspect[0]);
      const resized = source.clone().resize(width, height, { fit: 'cover', position: 'centre' });
      for (const format of PHOTO_FORMATS) {
        const file = path.join(DIR(), `${base}-${width}.${format}`);
        await (
          format === 'avif' ? resized.clone().avif({ quality: 55 }) : resized.clone().webp({ quality: 78 })
        ).toFile(file);
      }
    }
  } catch {
    await removeProductPhoto(base);
    throw new PhotoRejected('decode');
  }
  return { base, color };
}

/** Removes every file of a stored photo (a name that is not one of ours is ignored). */
export async function removeProductPhoto(base: string): Promise<void> {
  if (!BASE.test(base)) return;
  const { widths } = PHOTO_KINDS.product;
  await Promise.all(
    widths.flatMap((width) =>
      PHOTO_FORMATS.map((format) => fs.rm(path.join(DIR(), `${base}-${width}.${format}`), { force: true })),
    ),
  );
}

/** A stored file with its content type, or null for a name that is not one of ours. */
export async function readProductPhotoFile(name: string): Promise<{ bytes: Buffer; type: string } | null> {
  const match = FILE.exec(name);
  if (!match) return null;
  try {
    return { bytes: await fs.readFile(path.join(DIR(), name)), type: `image/${match[3]}` };
  } catch {
    return null;
  }
}

/** The base name of an uploaded photo's URL (`/api/product-photos/{base}`), or null. */
export function uploadedPhotoBase(imageUrl: string | null): string | null {
  const base = imageUrl?.startsWith(`${PRODUCT_PHOTOS_URL}/`) ? imageUrl.slice(PRODUCT_PHOTOS_URL.length + 1) : null;
  return base && BASE.test(base) ? base : null;
}

/** The uploaded photo of a product as pages carry it, or null when it has none. */
export function uploadedPhoto(product: { imageUrl: string | null; imageColor: string | null }): Photo | null {
  const base = uploadedPhotoBase(product.imageUrl);
  return base ? { src: `${PRODUCT_PHOTOS_URL}/${base}`, color: product.imageColor ?? '#e8e2d9' } : null;
}
