import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config';

// `npm run screens`: the end-to-end set-up (built app, fresh seeded database,
// Debian's Chromium, a phone and a desktop) walking the customer's journey
// and saving what it sees under docs/screens/, for reviewers who do not run
// the product. Not part of `npm test`: screenshots are looked at, not asserted.

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  timeout: 120_000,
  // One pixel per CSS pixel: light files in the repository, still sharp enough to review.
  projects: e2e.projects!.map((project) => ({ ...project, use: { ...project.use, deviceScaleFactor: 1 } })),
  webServer: { ...e2e.webServer!, cwd: root } as NonNullable<typeof e2e.webServer>,
});
