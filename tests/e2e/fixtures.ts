import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

// The files of the server under test, named after its port (playwright.config.ts).
export const E2E_DATABASE = path.resolve(import.meta.dirname, `../../var/e2e-${process.env.E2E_PORT}.db`);
export const E2E_OUTBOX = path.resolve(import.meta.dirname, `../../var/e2e-mail-${process.env.E2E_PORT}`);

/** The newest e-mail the server under test sent to `to` (mail goes to an outbox folder here). */
export function latestMailTo(to: string): { subject: string; text: string } | null {
  return mailsTo(to)[0] ?? null;
}

/** Every e-mail the server under test sent to `to`, newest first. */
export function mailsTo(to: string): { subject: string; text: string }[] {
  if (!fs.existsSync(E2E_OUTBOX)) return [];
  const messages = fs
    .readdirSync(E2E_OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX, file), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
          createdAt: string;
        },
    )
    .filter((message) => message.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return messages;
}

/** Opens the database the server under test uses (WAL: safe next to it). */
export function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(E2E_DATABASE);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export function setMaintenance(on: boolean): void {
  withDatabase((db) =>
    db
      .prepare(
        `INSERT INTO "Setting" (key, value, updatedAt) VALUES ('maintenance', ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt`,
      )
      .run(on ? 'true' : 'false', new Date().toISOString()),
  );
}

/** Waits until the first render is interactive (AppShell marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Cents as the site writes them: "9,90 €" (with a normal space; toContainText normalises the page's). */
export const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** The cents of the first "9,90 €" in a text. */
export const centsIn = (text: string) => Number(/(\d+),(\d{2})\s€/.exec(text)!.slice(1, 3).join(''));

/**
 * Once the page is interactive, closes the closed/closing restaurant alert if it is up.
 * On checkout its dialog is fetched when it opens: a `data-lazy-pending` marker stands in until it arrives.
 */
export async function dismissClosingAlert(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('[data-lazy-pending]')).toHaveCount(0);
  const ok = page.getByRole('button', { name: 'Entendido' });
  if (await ok.isVisible()) await ok.click();
  await expect(ok).toBeHidden();
}

/**
 * In the catalogue on screen, opens «Personalizar» on `product`, unticks the
 * choices named in `without`, ticks those in `with` and presses «Añadir por …».
 * Waits for the builder to close unless `closes` is false (a visitor's add opens
 * sign-in over it). Returns the builder.
 */
export async function addFromBuilder(
  page: Page,
  product: string,
  { without = [], with: extras = [], closes = true }: { without?: string[]; with?: string[]; closes?: boolean } = {},
): Promise<Locator> {
  await page
    .getByRole('button', { name: new RegExp(`^Personalizar: ${product}`) })
    .first()
    .click();
  const builder = page.getByRole('dialog', { name: product });
  for (const name of without) await builder.getByRole('checkbox', { name, exact: true }).uncheck();
  for (const name of extras) await builder.getByRole('checkbox', { name, exact: true }).check();
  await builder.getByRole('button', { name: /^Añadir por/ }).click();
  if (closes) await expect(builder).toBeHidden();
  return builder;
}

/** Phones (below Tailwind's sm) carry one navigation in the header: the full-screen menu. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/** The signed-in navigation ("Tu cuenta"): the row under the header, or on phones inside the full-screen menu. */
export async function accountNavigation(page: Page): Promise<Locator> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir el menú' }).click();
  return page.getByRole('navigation', { name: 'Tu cuenta' });
}

/** Logs out from the header: the user menu (named after the user), or on phones the full-screen menu. */
export async function logOutFromHeader(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: isPhone(page) ? 'Abrir el menú' : `Menú de ${name}` }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // A toast or a dialog still fading in has colours axe reads half-transparent: let finite animations end first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  // Toasts are left out: stacked ones lie half-hidden behind the newest, which axe reads as low contrast;
  // they are sonner's light theme (#171717 on #fff) and are announced through their own live region.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The demo chain's customer (prisma/seed-data) and the password every test customer shares. */
export const DEMO_CUSTOMER = { email: 'cliente@example.com', password: 'Cliente1234!' } as const;

/** SQLite DATETIME as Prisma writes it. */
export const sqlDate = (date: Date) => date.toISOString().replace('Z', '+00:00');

/**
 * A verified customer of its own, made in the database with the demo
 * customer's password, so that tests and projects (phone, desktop) never
 * share a cart, points or promotion uses. `points` adds loyalty points.
 */
export function createCustomer(
  testInfo: TestInfo,
  prefix: string,
  options: { name?: string; points?: number } = {},
): { id: number; email: string } {
  const email = `${prefix}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  return withDatabase((db) => {
    const { passwordHash } = db.prepare(`SELECT passwordHash FROM "User" WHERE email = ?`).get(DEMO_CUSTOMER.email) as {
      passwordHash: string;
    };
    const now = sqlDate(new Date());
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO "User" (name, email, emailVerifiedAt, passwordHash, phone, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(options.name ?? 'Lucía Ferrer', email, now, passwordHash, '611223344', now, now);
    const id = Number(lastInsertRowid);
    const entry = db.prepare(
      `INSERT INTO "LoyaltyLedgerEntry" (userId, orderId, points, reason, note, createdAt) VALUES (?, NULL, 1, 'adjustment', ?, ?)`,
    );
    for (let i = 0; i < (options.points ?? 0); i++) entry.run(id, 'Punto de prueba', now);
    return { id, email };
  });
}

/** Fills /registro with the conditions accepted and presses «Crear cuenta». */
export async function fillRegistration(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Nombre y apellidos').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('#password').fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByLabel(/Acepto las condiciones generales/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** Signs in through the API (no form): the session cookie lands in the context that `request` belongs to. */
export async function signIn(
  request: APIRequestContext,
  email: string,
  password: string = DEMO_CUSTOMER.password,
): Promise<void> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), `POST /api/login for ${email}`).toBe(200);
}

/**
 * Every test fails on a console error or an uncaught page error, except those
 * it declares with allowConsoleError (the browser logs every 4xx/5xx response).
 */
type WorkerFixtures = {
  /** The demo customer signed in once per worker: the storage state file to start a context from. */
  demoCustomerState: string;
};

export const test = base.extend<{ allowConsoleError: (pattern: RegExp) => void }, WorkerFixtures>({
  demoCustomerState: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const context = await playwrightRequest.newContext({ baseURL });
      await signIn(context, DEMO_CUSTOMER.email);
      const file = path.join(workerInfo.project.outputDir, `.auth/demo-customer-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  allowConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.5.5: a control is at least 44 × 44 CSS pixels (tap-targets.spec.ts). */
export const MIN_TARGET = 44;

/**
 * The controls on the page smaller than MIN_TARGET, as «tag «name» w×h». Links inside running text
 * are exempt (WCAG's inline exception); a checkbox or radio counts by its label.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const selector =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex="0"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Inline links in running text, and the visually hidden skip link until it is focused.
      if (element.tagName === 'A' && style.display === 'inline') continue;
      const isTiny = element.getBoundingClientRect();
      if (isTiny.width <= 1 || isTiny.height <= 1) continue;
      const input = element as HTMLInputElement;
      const target =
        element.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')
          ? (element.closest('label') ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? input.name ?? '';
        found.push(`${element.tagName.toLowerCase()} «${name}» ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, MIN_TARGET);
}

/** The CSRF header for a context's cookie-authenticated API calls that change something (its token, fetched). */
export async function xsrfHeaders(context: BrowserContext): Promise<{ 'X-XSRF-TOKEN': string }> {
  await context.request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}
