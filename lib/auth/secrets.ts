import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
  const session = process.env.SESSION_SECRET;
  const jwt = process.env.JWT_SECRET;
  if (session && session.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long.');
  if (jwt && jwt.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
  const file = path.resolve(process.cwd(), process.env.SECRETS_FILE ?? 'var/secrets.json');
  const generated = session && jwt ? null : fromFile(file);
  cached = { session: session ?? generated!.session, jwt: jwt ?? generated!.jwt };
  return cached;
}
