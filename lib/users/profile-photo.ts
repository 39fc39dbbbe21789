import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { detectImageType, sanitiseSvg } from './image-check';

// Profile photos: PNG or SVG only, checked by content (not by name), at most
// 1 MiB, stored under var/uploads with a random name. SVGs are sanitised and
// served with a sandboxing CSP (app/api/profile-photos/[file]/route.ts).

export const MAX_PHOTO_BYTES = 1024 * 1024;
const UPLOAD_DIR = () => path.resolve(process.cwd(), process.env.UPLOAD_DIR ?? 'var/uploads', 'profile-photos');
const FILE_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|svg)$/;

export function profilePhotoUrl(file: string | null): string | null {
  return file ? `/api/profile-photos/${file}` : null;
}

function invalid(message: string): never {
  throw new AppError('validation_failed', { errors: { photo: [message] } });
}

export async function saveProfilePhoto(userId: number, file: File | null): Promise<string> {
  if (!file || typeof file.arrayBuffer !== 'function') invalid('Elige una imagen PNG o SVG.');
  if (file.size > MAX_PHOTO_BYTES) invalid('La imagen no puede superar 1 MB.');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) invalid('La imagen debe ser PNG o SVG.');
  const content = type === 'svg' ? Buffer.from(sanitiseSvg(bytes.toString('utf8')), 'utf8') : bytes;
  const name = `${randomBytes(16).toString('base64url')}.${type}`;
  await fs.mkdir(UPLOAD_DIR(), { recursive: true });
  await fs.writeFile(path.join(UPLOAD_DIR(), name), content);
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

/** The stored photo, or null for a name that is not one of ours. */
export async function readProfilePhoto(name: string): Promise<{ bytes: Buffer; type: 'png' | 'svg' } | null> {
  if (!FILE_NAME.test(name)) return null;
  try {
    const bytes = await fs.readFile(path.join(UPLOAD_DIR(), name));
    return { bytes, type: name.endsWith('.svg') ? 'svg' : 'png' };
  } catch {
    return null;
  }
}
