import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as upload, DELETE as removePhoto } from '@/app/api/user/profile-photo/route';
import { GET as photo } from '@/app/api/profile-photos/[file]/route';
import { GET as user, DELETE as deleteUser } from '@/app/api/user/route';
import { db } from '@/lib/db';
import { MAX_PHOTO_BYTES } from '@/lib/users/profile-photo';
import { ApiClient, confirmPassword, registerUser, setUpTemporaryFiles } from '../support/api-client';

const { uploadDir } = setUpTemporaryFiles();
const photoDir = () => path.join(uploadDir, 'profile-photos');

const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A real 1×1 PNG: signature, IHDR, one deflated scanline, IEND. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const scanline = Buffer.from([0, 0xb9, 0x1c, 0x1c]); // filter 0, one red pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tooBig = () => Buffer.concat([png(), Buffer.alloc(MAX_PHOTO_BYTES)]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <a href="javascript:alert(2)"><circle cx="5" cy="5" r="5" fill="red"/></a>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://example.com"></iframe></body></foreignObject>
</svg>`;

const form = (bytes: Buffer | string, name: string, type: string) => {
  const data = new FormData();
  data.set('photo', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
  return data;
};
const send = (client: ApiClient, data: FormData) => client.post(upload, '/api/user/profile-photo', { form: data });
const fetchPhoto = (url: string) => {
  const file = url.split('/').pop()!;
  return new ApiClient().get(photo, url, { params: { file } });
};

let account: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  account = await registerUser();
});

describe('profile photo', () => {
  it('accepts a real PNG and serves it sandboxed', async () => {
    const bytes = png();
    const response = await send(account.client, form(bytes, 'foto.png', 'image/png'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      profile_photo_url: expect.stringMatching(/^\/api\/profile-photos\/[\w-]{22}\.png$/),
    });
    const url: string = response.body.profile_photo_url;
    expect((await account.client.get(user, '/api/user')).body.profile_photo_url).toBe(url);

    const served = await fetchPhoto(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Drawn again (no chunk of the upload survives), the same single red pixel.
    const { data, info } = await sharp(served.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, ...data.subarray(0, 3)]).toEqual([1, 1, 0xb9, 0x1c, 0x1c]);
  });

  it('replaces the previous file and deletes it on DELETE', async () => {
    const first = (await send(account.client, form(png(), 'a.png', 'image/png'))).body.profile_photo_url as string;
    const second = (await send(account.client, form(png(), 'b.png', 'image/png'))).body.profile_photo_url as string;
    expect((await fetchPhoto(first)).status).toBe(404);
    expect((await fetchPhoto(second)).status).toBe(200);

    expect((await account.client.delete(removePhoto, '/api/user/profile-photo')).status).toBe(204);
    expect((await account.client.get(user, '/api/user')).body.profile_photo_url).toBeNull();
    expect((await fetchPhoto(second)).status).toBe(404);
    expect(fs.readdirSync(photoDir())).toEqual([]);
  });

  it.each([
    ['a JPEG', () => form(JPEG, 'foto.jpg', 'image/jpeg'), 'La imagen debe ser PNG o SVG.'],
    [
      'a text file named .png',
      () => form('no soy una imagen', 'foto.png', 'image/png'),
      'La imagen debe ser PNG o SVG.',
    ],
    [
      'HTML named .svg',
      () => form('<html><script>alert(1)</script></html>', 'foto.svg', 'image/svg+xml'),
      'La imagen debe ser PNG o SVG.',
    ],
    ['no file', () => new FormData(), 'Elige una imagen PNG o SVG.'],
    ['a PNG over 1 MB', () => form(tooBig(), 'grande.png', 'image/png'), 'La imagen no puede superar 1 MB.'],
  ])('refuses %s with 422 and keeps the current photo', async (_, data, message) => {
    const before = await db.user.findUniqueOrThrow({ where: { id: account.id }, select: { profilePhotoPath: true } });
    const response = await send(account.client, data());
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'validation_failed',
      message: 'Revisa los datos introducidos',
      errors: { photo: [message] },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: account.id }, select: { profilePhotoPath: true } })).toEqual(
      before,
    );
  });

  it('stores an SVG as a PNG drawn from it: no markup survives, and it is served as an image', async () => {
    const response = await send(account.client, form(EVIL_SVG, 'foto.svg', 'image/svg+xml'));
    expect(response.status).toBe(200);
    const url: string = response.body.profile_photo_url;
    expect(url).toMatch(/\.png$/);
    const stored = fs.readFileSync(path.join(photoDir(), url.split('/').pop()!));
    expect(stored.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(stored.toString('latin1')).not.toMatch(/<script|onload|javascript:|<svg/i);
    const served = await fetchPhoto(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(served.bytes.equals(stored)).toBe(true);
  });

  it('refuses an upload without the CSRF header', async () => {
    const response = await account.client.post(upload, '/api/user/profile-photo', {
      form: form(png(), 'a.png', 'image/png'),
      csrf: false,
    });
    expect(response.status).toBe(419);
  });

  it.each(['no-existe.png', '..%2F..%2Fsecrets.json', 'AAAAAAAAAAAAAAAAAAAAAA.gif'])(
    'answers 404 for %s',
    async (file) => {
      const response = await new ApiClient().get(photo, `/api/profile-photos/${file}`, {
        params: { file: decodeURIComponent(file) },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'not_found', message: 'No se ha encontrado lo que buscas.' });
    },
  );

  it('is no longer served once the account is deleted', async () => {
    const leaving = await registerUser();
    const url = (await send(leaving.client, form(png(), 'yo.png', 'image/png'))).body.profile_photo_url as string;
    await confirmPassword(leaving.client, leaving.password);
    expect((await leaving.client.delete(deleteUser, '/api/user', { json: { confirmation: 'ELIMINAR' } })).status).toBe(
      204,
    );
    expect((await fetchPhoto(url)).status).toBe(404);
  });
});
