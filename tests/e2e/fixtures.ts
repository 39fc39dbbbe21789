import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { test as base, expect, type Page } from '@playwright/test';

// The files of the server under test, named after its port (playwright.config.ts).
export const E2E_DATABASE = path.resolve(import.meta.dirname, `../../var/e2e-${process.env.E2E_PORT}.db`);
export const E2E_OUTBOX = path.resolve(import.meta.dirname, `../../var/e2e-mail-${process.env.E2E_PORT}`);

/** The newest e-mail the server under test sent to `to` (mail goes to an outbox folder here). */
export function latestMailTo(to: string): { subject: string; text: string } | null {
  if (!fs.existsSync(E2E_OUTBOX)) return null;
  const messages = fs
    .readdirSync(E2E_OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX, file), 'utf8')) as { to: string; subject: string; text: string; createdAt: string })
    .filter((message) => message.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return messages[0] ?? null;
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

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * Every test fails on a console error or an uncaught page error, except those
 * it declares with allowConsoleError (the browser logs every 4xx/5xx response).
 */
export const test = base.extend<{ allowConsoleError: (pattern: RegExp) => void }>({
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
