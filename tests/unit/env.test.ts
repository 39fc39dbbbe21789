import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, parseEnv } from '@/lib/env';

// Configuration has one door: lib/env.ts declares and validates every
// variable, .env.example documents each, and nothing else in the application
// reads process.env (scripts and test configs run outside the app and are
// listed in lib/env.ts for documentation).

const READERS = new Set(['lib/env.ts', 'lib/env-edge.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('environment', () => {
  it('only lib/env.ts reads process.env in the application', () => {
    const files = [...sources('lib'), ...sources('app'), ...sources('components'), 'middleware.ts', 'next.config.ts'];
    const readers = files.filter((file) => !READERS.has(file) && /process\.env/.test(fs.readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });

  it('.env.example lists every variable lib/env.ts declares', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    expect(ENV_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('refuses a real gateway with the public test key or without its REST URL (issue 15)', () => {
    const url = 'https://sis.redsys.es/sis/realizarPago';
    expect(() => parseEnv({ REDSYS_URL: url, REDSYS_REST_URL: `${url}/rest` })).toThrow(/public test key/);
    expect(() => parseEnv({ REDSYS_URL: url, REDSYS_SECRET_KEY: Buffer.alloc(24, 3).toString('base64') })).toThrow(
      /REDSYS_REST_URL/,
    );
    expect(
      parseEnv({
        REDSYS_URL: url,
        REDSYS_REST_URL: 'https://sis.redsys.es/sis/rest/trataPeticionREST',
        REDSYS_SECRET_KEY: Buffer.alloc(24, 3).toString('base64'),
      }).REDSYS_URL,
    ).toBe(url);
  });

  it('refuses a short secret and an unknown COOKIE_SECURE, and treats empty values as unset', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'corto' })).toThrow(/SESSION_SECRET must be at least 32/);
    expect(() => parseEnv({ COOKIE_SECURE: 'quizá' })).toThrow(/COOKIE_SECURE/);
    expect(parseEnv({ COOKIE_SECURE: '', DATABASE_URL: ' ' })).toMatchObject({
      COOKIE_SECURE: undefined,
      DATABASE_URL: 'file:./var/data.db',
    });
  });

  it('reads the variables again as soon as one changes, and no caller can change the answer', () => {
    const source: Record<string, string | undefined> = { HOSTNAME: 'uno.example' };
    const first = parseEnv(source);
    expect(parseEnv(source)).toBe(first);
    expect(() => Object.assign(first, { HOSTNAME: 'otro.example' })).toThrow(TypeError);
    source.HOSTNAME = 'dos.example';
    expect(parseEnv(source).HOSTNAME).toBe('dos.example');
    source.HOSTNAME = '';
    expect(parseEnv(source).HOSTNAME).toBeUndefined();
    // Another object with the same values is read on its own.
    expect(parseEnv({ HOSTNAME: 'dos.example' }).HOSTNAME).toBe('dos.example');
    // A value that fails is refused every time, not only the first.
    source.COOKIE_SECURE = 'quizá';
    expect(() => parseEnv(source)).toThrow(/COOKIE_SECURE/);
    expect(() => parseEnv(source)).toThrow(/COOKIE_SECURE/);
  });
});
