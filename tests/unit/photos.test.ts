import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript run by node without a build
import { PHOTO_KINDS as PIPELINE_KINDS, rasterise } from '../../scripts/photos.mjs';
import { heroPhoto, productPhoto, resetPhotos } from '@/lib/catalogue/images';
import { PHOTO_KINDS, photoSize, photoSrcSet, photoUrl } from '@/lib/vocabulary/photos';

// Product photos (decision 019): the pipeline writes `${file}-${width}.${format}`
// at the widths of each kind; the pages ask for exactly those files.

const photo = { src: '/fotos/burger-clasica-a4b624fb', color: '#f0d9b0' };

afterEach(() => resetPhotos());

describe('photo URLs', () => {
  it('are the widths the pipeline makes, in both formats', () => {
    expect(PIPELINE_KINDS).toEqual(PHOTO_KINDS);
    expect(photoUrl(photo, 480, 'avif')).toBe('/fotos/burger-clasica-a4b624fb-480.avif');
    expect(photoSrcSet(photo, 'product', 'webp')).toBe(
      '/fotos/burger-clasica-a4b624fb-480.webp 480w, /fotos/burger-clasica-a4b624fb-960.webp 960w',
    );
  });

  it('declare the size of their aspect ratio, so the page reserves the box', () => {
    expect(photoSize('product')).toEqual({ width: 960, height: 540 });
    expect(photoSize('hero')).toEqual({ width: 1440, height: 1080 });
  });
});

describe('the manifest', () => {
  it('gives a product its photo by slug, and none to a product without one', () => {
    resetPhotos({
      photos: {
        'products/burger-clasica': { file: 'burger-clasica-a4b624fb', color: '#f0d9b0' },
        hero: { file: 'hero-abc10c3e', color: '#edcfb6' },
      },
    });
    expect(productPhoto('burger-clasica')).toEqual(photo);
    expect(productPhoto('hamburguesa-nueva')).toBeNull();
    expect(heroPhoto()).toEqual({ src: '/fotos/hero-abc10c3e', color: '#edcfb6' });
  });
});

describe('the pipeline', () => {
  it('names files by their content and writes every width and format once', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#b43c12"/></svg>',
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fotos-'));
    const entry = await rasterise(svg, { name: 'prueba', kind: 'product', outputDir: dir });
    expect(entry).toMatchObject({ file: expect.stringMatching(/^prueba-[0-9a-f]{8}$/), widths: [480, 960] });
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [480, 960].flatMap((width) => [`${entry.file}-${width}.avif`, `${entry.file}-${width}.webp`]).sort(),
    );
    const small = await sharp(path.join(dir, `${entry.file}-480.webp`)).metadata();
    expect([small.width, small.height]).toEqual([480, 270]);
    // Unchanged source: the same entry, nothing rewritten.
    expect(await rasterise(svg, { name: 'prueba', kind: 'product', outputDir: dir, previous: entry })).toBe(entry);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
