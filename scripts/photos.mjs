// npm run photos (and npm run build, npm start before building): rasterises the
// committed illustrations of assets/photos/ into public/fotos/ as AVIF and WebP
// at the widths the pages ask for, and writes public/fotos/manifest.json, which
// lib/catalogue/images.ts reads. Files are named by a hash of their source and
// of these settings, so an unchanged illustration is skipped and a changed one
// gets a new URL (served as immutable). Decision 019.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
export const SOURCE_DIR = path.join(root, 'assets', 'photos');
export const OUTPUT_DIR = path.join(root, 'public', 'fotos');
export const MANIFEST_FILE = path.join(OUTPUT_DIR, 'manifest.json');

/** Keep equal to lib/vocabulary/photos.ts (a unit test compares them). */
export const PHOTO_KINDS = {
  product: { widths: [480, 960], aspect: [16, 9] },
  hero: { widths: [480, 960, 1440], aspect: [4, 3] },
};
export const FORMATS = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};
// Bump when the encoding changes: every file gets a new name.
const PIPELINE_VERSION = 1;

/** `products/burger-clasica.svg` → kind and manifest key. */
function describe(relative) {
  const key = relative
    .replace(/\.svg$/, '')
    .split(path.sep)
    .join('/');
  return { key, kind: key === 'hero' ? 'hero' : 'product', name: key.split('/').pop() };
}

function listSources(dir = SOURCE_DIR, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return listSources(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.svg') ? [relative] : [];
  });
}

const hex = (value) => Math.round(value).toString(16).padStart(2, '0');

/**
 * One source image (an SVG or a raster upload) → its files in OUTPUT_DIR and
 * its manifest entry. Skips files that already exist under the same hash.
 */
export async function rasterise(source, { name, kind, previous, outputDir = OUTPUT_DIR }) {
  const { widths, aspect } = PHOTO_KINDS[kind];
  const hash = crypto
    .createHash('sha256')
    .update(`${PIPELINE_VERSION}:${JSON.stringify(PHOTO_KINDS[kind])}:`)
    .update(source)
    .digest('hex')
    .slice(0, 8);
  const file = `${name}-${hash}`;
  const largest = Math.max(...widths);
  const height = (width) => Math.round((width * aspect[1]) / aspect[0]);
  const targets = widths.flatMap((width) => Object.keys(FORMATS).map((format) => `${file}-${width}.${format}`));
  if (previous?.file === file && targets.every((target) => fs.existsSync(path.join(outputDir, target))))
    return previous;
  // Rendered once at the largest size (an SVG at the density that gives it), then scaled down.
  const metadata = await sharp(source).metadata();
  const density = metadata.format === 'svg' ? Math.min(2400, (72 * largest) / (metadata.width || largest)) : undefined;
  const master = await sharp(source, density ? { density } : {})
    .resize(largest, height(largest), { fit: 'cover' })
    .flatten({ background: '#fdf8f1' })
    .png()
    .toBuffer();
  for (const width of widths)
    for (const [format, encode] of Object.entries(FORMATS)) {
      const target = path.join(outputDir, `${file}-${width}.${format}`);
      if (fs.existsSync(target)) continue;
      const resized = sharp(master).resize(width, height(width));
      await encode(resized).toFile(`${target}.tmp`);
      fs.renameSync(`${target}.tmp`, target);
    }
  // The placeholder: the picture's average colour, a little lighter, shown until it loads.
  const { channels } = await sharp(master).stats();
  const color = `#${channels
    .slice(0, 3)
    .map((channel) => hex(channel.mean + (255 - channel.mean) * 0.15))
    .join('')}`;
  return { file, color, widths, width: largest, height: height(largest) };
}

export async function buildPhotos({ log = console.log } = {}) {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const previous = fs.existsSync(MANIFEST_FILE) ? JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) : null;
  const photos = {};
  let made = 0;
  for (const relative of listSources().sort()) {
    const { key, kind, name } = describe(relative);
    const before = previous?.photos?.[key];
    photos[key] = await rasterise(fs.readFileSync(path.join(SOURCE_DIR, relative)), { name, kind, previous: before });
    if (photos[key] !== before) made += 1;
  }
  const manifest = { version: PIPELINE_VERSION, photos };
  const text = `${JSON.stringify(manifest, null, 1)}\n`;
  // Untouched when nothing changed, so npm start does not rebuild for it.
  if (!previous || JSON.stringify(previous) !== JSON.stringify(manifest)) fs.writeFileSync(MANIFEST_FILE, text);
  const kept = new Set(['manifest.json']);
  for (const photo of Object.values(photos))
    for (const width of photo.widths)
      for (const format of Object.keys(FORMATS)) kept.add(`${photo.file}-${width}.${format}`);
  for (const entry of fs.readdirSync(OUTPUT_DIR)) if (!kept.has(entry)) fs.rmSync(path.join(OUTPUT_DIR, entry));
  log(`Fotos: ${Object.keys(photos).length} (${made} nuevas) en public/fotos`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPhotos();
