import net from 'node:net';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the built app (`next build` + `next start`,
// through scripts/start.mjs) on a free port with a freshly seeded database,
// in Debian's Chromium (Playwright cannot download browsers here).

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Workers load this file again: they inherit the port chosen by the main process.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// Per port, so two runs on one machine never share (or delete) a database.
const E2E_DATABASE_FILE = `var/e2e-${port}.db`;
const E2E_OUTBOX_DIR = `var/e2e-mail-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // One server, one database, and a test that flips the maintenance switch:
  // the tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // CI retries a failed test once and reports it as flaky: one phone run of
  // checkout.spec.ts:403 failed in CI (stop 29) and passed in 14 runs here,
  // under load and with the restaurant closed. A test that fails twice still fails CI.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' },
      // Long back-office stories written for a desktop (*.desktop.spec.ts); their pages are checked on a phone elsewhere.
      testIgnore: /\.desktop\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // A rule about thumbs, and stories told on a phone (*.phone.spec.ts): checked on the phone.
      testIgnore: [/tap-targets\.spec\.ts$/, /\.phone\.spec\.ts$/],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs --fresh',
    url: `http://127.0.0.1:${port}/pedido-online`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      // E2E_DATABASE_URL (a PostgreSQL database) runs the suite's server on it instead;
      // the fixtures that write the SQLite file directly do not follow it yet.
      DATABASE_URL: process.env.E2E_DATABASE_URL || `file:./${E2E_DATABASE_FILE}`,
      MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
      HOSTNAME: '127.0.0.1',
      // The payment simulator posts its notification to the site, and sends the browser back, here.
      SITE_URL: `http://127.0.0.1:${port}`,
    },
  },
});
