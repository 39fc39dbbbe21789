import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with OWASP's parameters (N=2^17, r=8, p=1). The hash carries its own
// parameters (`scrypt$N$r$p$salt$hash`), so they can be raised later without
// breaking stored passwords. No 'server-only' here: the seed script uses it.

const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MAX_N = 2 ** 20;

function derive(plain: string, salt: Buffer, keyLength: number, { N, r, p }: typeof PARAMS): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Refuses parameters we never write, so a tampered hash cannot make scrypt allocate gigabytes. */
function isSupported({ N, r, p }: typeof PARAMS): boolean {
  return inRange(N, 2, MAX_N) && (N & (N - 1)) === 0 && inRange(r, 1, 16) && inRange(p, 1, 4);
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length || !saltB64 || !hashB64) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!isSupported(params)) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(plain, Buffer.from(saltB64, 'base64'), expected.length, params);
  return timingSafeEqual(actual, expected);
}
