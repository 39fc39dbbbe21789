import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Photo } from '@/lib/vocabulary/photos';
import { uploadedPhoto } from './product-photos';

// The photos scripts/photos.mjs made from assets/photos/ (decision 019), by
// its manifest. Read once per process: the files change only with a build.

type ManifestEntry = { file: string; color: string };
type Manifest = { photos: Record<string, ManifestEntry> };

export const PHOTOS_URL = '/fotos';
const MANIFEST = path.join(process.cwd(), 'public', 'fotos', 'manifest.json');

let manifest: Manifest | null = null;

function readManifest(): Manifest {
  if (manifest) return manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  } catch {
    // Not rasterised yet (a test run before any build): no photos, the pages show their placeholders' absence.
    manifest = { photos: {} };
  }
  return manifest;
}

/** A manifest entry as the pages see it. Exported for the tests. */
export function photoOf(entry: ManifestEntry | undefined): Photo | null {
  return entry ? { src: `${PHOTOS_URL}/${entry.file}`, color: entry.color } : null;
}

/**
 * The product's photo: the one uploaded in the back office (lib/catalogue/product-photos.ts)
 * first, else the demo chain's illustration by slug.
 */
export function productPhoto(
  slug: string,
  uploaded: { imageUrl: string | null; imageColor: string | null } = { imageUrl: null, imageColor: null },
): Photo | null {
  return uploadedPhoto(uploaded) ?? photoOf(readManifest().photos[`products/${slug}`]);
}

export function heroPhoto(): Photo | null {
  return photoOf(readManifest().photos.hero);
}

/** For tests: forget the manifest read. */
export function resetPhotos(next: Manifest | null = null): void {
  manifest = next;
}
