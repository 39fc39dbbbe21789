import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { uploadDir } from '@/lib/env';
import { ImageRejected, toSafePng } from './image-check';

// Profile photos: a PNG or SVG of at most 1 MiB is checked by content and
// drawn again as a PNG (./image-check.ts); only that PNG is stored, under
// var/uploads with a random name, and served with a sandboxing CSP
// (app/api/profile-photos/[file]/route.ts). docs/decisions/008.

export const MAX_PHOTO_BYTES = 1024 * 1024;
const UPLOAD_DIR = () => path.resolve(process.cwd(), uploadDir(), 'profile-photos');
/** Names we gave: new photos are .png; .svg files stored before 2026-11 are converted when served. */
const FILE_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|svg)$/;

export function profilePhotoUrl(file: string | null): string | null {
  return file ? `/api/profile-photos/${file.replace(/\.svg$/, '.png')}` : null;
}

function invalid(message: string): never {
  throw new AppError('validation_failed', { errors: { photo: [message] } });
}

export async function saveProfilePhoto(userId: number, file: File | null): Promise<string> {
  if (!file || typeof file.arrayBuffer !== 'function') invalid('Elige una imagen PNG o SVG.');
  if (file.size > MAX_PHOTO_BYTES) invalid('La imagen no puede superar 1 MB.');
  let png: Buffer;
  try {
    png = await toSafePng(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected) invalid('La imagen debe ser PNG o SVG.');
    throw error;
  }
  const name = `${randomBytes(16).toString('base64url')}.png`;
  await fs.mkdir(UPLOAD_DIR(), { recursive: true });
  await fs.writeFile(path.join(UPLOAD_DIR(), name), png);
  const previous = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { profilePhotoPath: true } });
  await db.user.update({ where: { id: userId }, data: { profilePhotoPath: name } });
  if (previous.profilePhotoPath) await removePhotoFile(previous.profilePhotoPath);
  return name;
}

export async function deleteProfilePhoto(userId: number): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { profilePhotoPath: true } });
  await db.user.update({ where: { id: userId }, data: { profilePhotoPath: null } });
  if (user.profilePhotoPath) await removePhotoFile(user.profilePhotoPath);
}

/** Removes a stored photo file (a name that is not one of ours is ignored). */
export async function removePhotoFile(name: string) {
  if (FILE_NAME.test(name)) await fs.rm(path.join(UPLOAD_DIR(), name), { force: true });
}

/**
 * The stored photo as PNG bytes, or null for a name that is not one of ours.
 * A URL always names .png; an older .svg file of the same name is drawn as a PNG now.
 */
export async function readProfilePhoto(name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name) || !name.endsWith('.png')) return null;
  try {
    return await fs.readFile(path.join(UPLOAD_DIR(), name));
  } catch {
    try {
      return await toSafePng(await fs.readFile(path.join(UPLOAD_DIR(), name.replace(/\.png$/, '.svg'))));
    } catch {
      return null;
    }
  }
}
