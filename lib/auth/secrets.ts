import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/lib/env';

// Secrets for the session cookie and the access tokens. Production sets
// SESSION_SECRET and JWT_SECRET; a fresh machine gets random ones generated
// once into var/secrets.json (git-ignored), so sessions survive restarts.

type Secrets = { session: string; jwt: string };
let cached: Secrets | null = null;

function fromFile(file: string): Secrets {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.session && stored.jwt) return { session: stored.session, jwt: stored.jwt };
  } catch {
    // Missing or unreadable: make new ones below.
  }
  const fresh = { session: randomBytes(32).toString('base64url'), jwt: randomBytes(32).toString('base64url') };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // `wx` fails if another process wrote it first; then read theirs.
  try {
    fs.writeFileSync(file, JSON.stringify(fresh), { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  }
}

export function secrets(): Secrets {
  if (cached) return cached;
  // parseEnv refuses a secret shorter than 32 characters.
  const { SESSION_SECRET: session, JWT_SECRET: jwt, SECRETS_FILE } = parseEnv();
  // A file named by configuration, read at run time: not part of the build.
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), SECRETS_FILE);
  const generated = session && jwt ? null : fromFile(file);
  cached = { session: session ?? generated!.session, jwt: jwt ?? generated!.jwt };
  return cached;
}
