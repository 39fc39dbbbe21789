import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { env } from '@/lib/env';

// Two-factor authentication: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) for
// authenticator apps, and single-use recovery codes stored as SHA-256 hashes.
// No 'server-only' here: the unit tests import it.

const DIGITS = 6;
const PERIOD = 30;
const WINDOW = 1;
const SECRET_BYTES = 20;

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RECOVERY_GROUP = 5;
const RECOVERY_CODE = /^[a-z0-9]{10}$/;

/** A new random TOTP secret, base32-encoded (20 bytes, as RFC 4226 recommends). */
export function generateTwoFactorSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label = 'OTPAuth', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
  });
}

/** The otpauth:// URI an authenticator app scans; the issuer defaults to the trade name. */
export function twoFactorUri({
  secret,
  email,
  issuer = env.COMPANY_TRADE_NAME,
}: {
  secret: string;
  email: string;
  issuer?: string;
}): string {
  return totp(secret, email, issuer).toString();
}

/** The URI as a QR code, as an SVG document string. */
export function twoFactorQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * Whether `code` is the current TOTP code of `secret` (or the previous or next
 * one, for clock drift). Spaces are ignored; anything but 6 digits is rejected.
 * Callers should also refuse a code already used in the same time step.
 */
export function verifyTotp(secret: string, code: string, now: number = Date.now()): boolean {
  return totpStep(secret, code, now) !== null;
}

/**
 * The time step (counter) `code` belongs to, or null when it is not valid now.
 * The login challenge stores the last step used so a code works once (RFC 6238 §5.2).
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(token)) return null;
  try {
    const generator = totp(secret);
    const delta = generator.validate({ token, timestamp: now, window: WINDOW });
    return delta === null ? null : generator.counter({ timestamp: now }) + delta;
  } catch {
    return null; // not a valid base32 secret
  }
}

function randomGroup(): string {
  let group = '';
  for (let i = 0; i < RECOVERY_GROUP; i++) group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return group;
}

/** `count` distinct recovery codes like `k3f9a-0zq7m` (about 51 bits of entropy each). */
export function generateRecoveryCodes(count = 8): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${randomGroup()}-${randomGroup()}`);
  return [...codes];
}

/** Lowercase, without spaces or hyphens: `K3F9A 0ZQ7M` and `k3f9a-0zq7m` are the same code. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** SHA-256 (hex) of the normalised code; the codes have enough entropy for a fast hash. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/**
 * If `code` matches one of `storedHashes`, the hashes that remain once it is
 * used up; otherwise null. Every stored hash is compared, in constant time.
 */
export function consumeRecoveryCode(storedHashes: string[], code: string): string[] | null {
  if (!RECOVERY_CODE.test(normaliseRecoveryCode(code))) return null;
  const candidate = Buffer.from(hashRecoveryCode(code), 'hex');
  let matchIndex = -1;
  storedHashes.forEach((stored, index) => {
    const buffer = Buffer.from(stored, 'hex');
    const equal = buffer.length === candidate.length && timingSafeEqual(buffer, candidate);
    if (equal && matchIndex === -1) matchIndex = index;
  });
  if (matchIndex === -1) return null;
  return storedHashes.filter((_, index) => index !== matchIndex);
}
