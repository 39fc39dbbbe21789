import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, ImageRejected, PHOTO_SIDE, toSafePng } from '@/lib/users/image-check';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('detectImageType', () => {
  it('recognises PNG and SVG by their content', () => {
    expect(detectImageType(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(16)]))).toBe('png');
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(detectImageType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"/>\n</svg>'))).toBe(
      'svg',
    );
  });

  it.each([
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['an HTML page', Buffer.from('<html><body><svg></svg></body></html>')],
    ['text calling itself svg', Buffer.from('not an image </svg>')],
    ['a GIF', Buffer.from('GIF89a........')],
  ])('refuses %s', (_, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('toSafePng', () => {
  it('draws an SVG as a PNG of its pixels', async () => {
    const png = await toSafePng(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#b91c1c"/></svg>',
      ),
    );
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 20]);
    expect([...data.subarray(0, 3)]).toEqual([0xb9, 0x1c, 0x1c]);
  });

  it('scales a large image down to the avatar size', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { width, height } = await sharp(await toSafePng(big)).metadata();
    expect([width, height]).toEqual([PHOTO_SIDE, PHOTO_SIDE / 2]);
  });

  it('drops the metadata of a PNG (text chunks can carry anything)', async () => {
    const tagged = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .toBuffer();
    expect(tagged.toString('latin1')).toContain('<script>');
    expect((await toSafePng(tagged)).toString('latin1')).not.toContain('<script>');
  });

  it.each([
    [
      'malformed XML that fooled the old cleaner',
      '<svg xmlns="http://www.w3.org/2000/svg"><scr<script></script>ipt>alert(1)</script></svg>',
    ],
    [
      'an entity declaration (billion laughs, external entities)',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ],
    ['a PNG signature on garbage', Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a png at all')])],
    [
      'a decoding bomb',
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>',
    ],
  ])('refuses %s', async (_, input) => {
    await expect(toSafePng(Buffer.isBuffer(input) ? input : Buffer.from(input))).rejects.toBeInstanceOf(ImageRejected);
  });
});
