// The minimal Next app of `npm run bench`: one static page, with the same
// versions of next, react and react-dom as ours, built and served in the same
// run, so that our pages are read against what any Next page costs (issue 11).
// It lives outside the project (the system's temporary folder, its own
// node_modules from the npm registry, installed once): inside it, Next takes
// the project's lockfile folder for the root and builds our middleware and
// instrumentation into the "minimal" app.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIR = path.join(os.tmpdir(), 'casa-elefante-minimal-next');
const FILES = {
  'package.json': '{ "name": "minimal-next", "private": true }\n',
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="es">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Una página estática</h1>;\n}\n',
};

const versionIn = (folder, name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(folder, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};

/** Installs (when the versions differ), builds and starts the minimal app on `port`; resolves with a stop function. */
export async function startMinimalNext(root, port) {
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(DIR, file), text);
  }
  const wanted = ['next', 'react', 'react-dom'].map((name) => `${name}@${versionIn(root, name)}`);
  if (wanted.some((spec) => spec !== `${spec.split('@')[0]}@${versionIn(DIR, spec.split('@')[0])}`)) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', ...wanted], { cwd: DIR, stdio: 'ignore' });
  }
  const next = path.join(DIR, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  execFileSync(process.execPath, [next, 'build'], { cwd: DIR, env, stdio: 'ignore' });
  const server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: DIR,
    env,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the minimal Next app did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => server.kill('SIGTERM');
}

/** The scripts a page loads as it arrives (its <script src> tags): how many, and their KB after gzip. */
export async function firstLoadJsKb(url, headers = {}) {
  const response = await fetch(url, { headers });
  // A redirect (to sign in) or an error page would be measured in the route's place.
  if (!response.ok || response.redirected) throw new Error(`${url}: ${response.status}, at ${response.url}`);
  const html = await response.text();
  // A redirect decided after the page started streaming comes as a 200 with a meta refresh.
  if (html.includes('__next-page-redirect')) throw new Error(`${url}: redirected while streaming`);
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]))];
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { kb: Math.round(bytes / 102.4) / 10, scripts: sources.length };
}
