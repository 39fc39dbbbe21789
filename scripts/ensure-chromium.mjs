// The end-to-end tests drive Debian's Chromium (Playwright cannot download
// browsers here). Installs it with apt when running as root; otherwise stops
// with a message saying how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  } else {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        'or set CHROMIUM_PATH to an existing Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
}
