import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createCustomer, expect, signIn, test, waitForHydration, withDatabase } from './fixtures';

// The security suite against the built app in Chromium (npm run test:security
// runs these with the vitest security project): what only a real server and a
// real browser can show.

const UPLOADS = path.resolve(import.meta.dirname, '../../var/uploads/profile-photos');

/** Every page of the site a visitor can open (account pages are checked signed in below). */
const PUBLIC_PAGES = [
  '/',
  '/pedido-online',
  '/pedido-online/domicilio',
  '/pedido-online/recoger',
  '/pedido-online/recoger/valencia',
  '/pedido?restaurante=valencia-ruzafa&tipo=recoger',
  '/login',
  '/registro',
  '/recuperar-contrasena',
  '/aviso-legal',
  '/privacidad',
  '/sugerencias',
  '/no-existe',
];
const SIGNED_IN_PAGES = ['/mi-cuenta', '/detalle-del-pedido', '/confirmar-contrasena'];

function expectPageHeaders(headers: Record<string, string>, where: string) {
  const policy = headers['content-security-policy'] ?? '';
  const scripts = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
  expect(scripts, where).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(scripts, where).toContain("'strict-dynamic'");
  expect(scripts, where).not.toContain("'unsafe-inline'");
  expect(scripts, where).not.toContain("'unsafe-eval'");
  expect(policy, where).toContain("frame-ancestors 'none'");
  expect(policy, where).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toContain('camera=()');
  expect(headers['x-frame-options'], where).toBe('DENY');
}

async function xsrf(page: Page): Promise<string> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

test.describe('security', { tag: '@security' }, () => {
  test('every page carries the nonce CSP and the security headers, signed out and in', async ({
    page,
    request,
  }, testInfo) => {
    for (const url of PUBLIC_PAGES) {
      const response = await request.get(url, { maxRedirects: 0 });
      expectPageHeaders(response.headers(), `GET ${url} (${response.status()})`);
    }
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1)
      nonces.add((await request.get('/aviso-legal')).headers()['content-security-policy']!);
    expect(nonces.size, 'a new nonce per response').toBe(3);

    await signIn(page.request, createCustomer(testInfo, 'cabeceras').email);
    for (const url of SIGNED_IN_PAGES) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expectPageHeaders(response.headers(), `GET ${url} signed in (${response.status()})`);
    }
  });

  test('pages run with the CSP: they hydrate, nothing is refused, and an injected script does not run', async ({
    page,
    allowConsoleError,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    for (const url of [
      '/',
      '/pedido-online',
      '/pedido?restaurante=valencia-ruzafa&tipo=recoger',
      '/login',
      '/sugerencias',
    ]) {
      await page.goto(url);
      await waitForHydration(page);
    }
    expect(violations).toEqual([]);
    // What an HTML injection adds: parser-inserted markup with an inline handler and an inline script. Neither runs.
    allowConsoleError(/violates the following Content Security Policy directive/);
    const ran = await page.evaluate(async () => {
      document.body.insertAdjacentHTML('beforeend', '<img src="data:,x" onerror="window.__handler = true">');
      const frame = document.createElement('iframe');
      frame.srcdoc = '<script>parent.__injected = true</script>';
      document.body.append(frame);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
      return Boolean(flags.__injected || flags.__handler);
    });
    expect(ran).toBe(false);
  });

  test('an uploaded SVG with script is stored and served as a PNG in a sandbox: nothing runs (finding 1)', async ({
    page,
    allowConsoleError,
  }, testInfo) => {
    // Chromium's own image viewer is blocked by the sandbox too, and says so.
    allowConsoleError(/frame is sandboxed and the 'allow-scripts' permission is not set/);
    await signIn(page.request, createCustomer(testInfo, 'foto').email);
    await page.goto('/mi-cuenta');
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="alert(1)"><script>alert(document.cookie)</script><rect width="20" height="20" fill="red"/></svg>`;
    const uploaded = await page.request.post('/api/user/profile-photo', {
      headers: { 'X-XSRF-TOKEN': await xsrf(page) },
      multipart: { photo: { name: 'foto.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) } },
    });
    expect(uploaded.status()).toBe(200);
    const url: string = (await uploaded.json()).profile_photo_url;
    expect(url).toMatch(/\.png$/);

    const served = await page.goto(url);
    const headers = served!.headers();
    expect(headers['content-type']).toBe('image/png');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(headers['content-disposition']).toMatch(/^inline; filename=/);

    // A file planted as SVG (as older versions stored them) is never served as a document either.
    fs.mkdirSync(UPLOADS, { recursive: true });
    const planted = 'PlantadoPorUnaVersionVieja';
    fs.writeFileSync(path.join(UPLOADS, `${planted}.svg`), svg);
    expect((await page.request.get(`/api/profile-photos/${planted}.svg`)).status()).toBe(404);
    const drawn = await page.goto(`/api/profile-photos/${planted}.png`);
    expect(drawn!.headers()['content-type']).toBe('image/png');
    await page.waitForTimeout(500);
    expect(dialogs).toBe(0);
  });

  test('a forged X-Forwarded-For changes nothing: the server counts the socket address (finding 2)', async ({
    request,
  }) => {
    const body = {
      kind: 'suggestion',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Una sugerencia con texto suficiente.',
      privacyAccepted: true,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const headers = { 'X-Forwarded-For': `10.9.8.${i}`, 'X-Real-IP': `10.9.9.${i}` };
      statuses.push((await request.post('/api/contact', { data: body, headers })).status());
    }
    // Eleven posts "from" eleven addresses: all counted against one, the socket's (10 allowed in 10 minutes).
    expect(statuses.at(-1)).toBe(429);
    const keys = withDatabase(
      (db) => db.prepare(`SELECT key FROM "RateLimit" WHERE key LIKE '%contact:%'`).all() as { key: string }[],
    );
    expect(keys.some(({ key }) => key.endsWith(':127.0.0.1'))).toBe(true);
    expect(keys.filter(({ key }) => key.includes('10.9.'))).toEqual([]);
  });

  test('cross-site and non-JSON posts are refused before they sign anyone in (finding 5)', async ({ request }) => {
    const credentials = { email: 'cliente@example.com', password: 'Cliente1234!' };
    const crossSite = await request.post('/api/login', {
      data: credentials,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['set-cookie'] ?? '').not.toContain('sesion=');
    const textPlain = await request.post('/api/login', {
      data: JSON.stringify(credentials),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(textPlain.status()).toBe(415);
  });

  test('malformed URLs, huge bodies and visitors on signed-in pages get clean answers (findings 7, 10, 11)', async ({
    request,
  }) => {
    for (const url of ['/api/orders/%FF', '/pedido-online/%E0%A4%A']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request' });
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['x-request-id']).toBeTruthy();
    }
    const huge = await request.post('/api/contact', { data: { message: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.status()).toBe(413);
    const visitor = await request.get('/mi-cuenta', { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers()['location']).toContain('/login?redirect=%2Fmi-cuenta');
  });

  test('/login with a session redirects instead of failing (finding 10)', async ({ page }, testInfo) => {
    await signIn(page.request, createCustomer(testInfo, 'login').email);
    const response = await page.request.get('/login?redirect=/mi-cuenta', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/mi-cuenta$/);
    const outside = await page.request.get('/login?redirect=//evil.example', { maxRedirects: 0 });
    expect(outside.status()).toBe(307);
    // Nowhere of ours to go back to: home (spec section 7), not the other site.
    expect(outside.headers()['location']).toMatch(/^(?:http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?)?\/$/);
  });
});
