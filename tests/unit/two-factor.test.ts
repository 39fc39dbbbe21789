import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  consumeRecoveryCode,
  generateRecoveryCodes,
  generateTwoFactorSecret,
  hashRecoveryCode,
  twoFactorQrSvg,
  twoFactorUri,
  verifyTotp,
} from '@/lib/auth/two-factor';

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

// Middle of a 30 s step, so ±1 step is unambiguous.
const now = Date.UTC(2026, 4, 12, 10, 0, 15);

describe('TOTP', () => {
  it('generates a base32 secret of 20 bytes', () => {
    const secret = generateTwoFactorSecret();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(generateTwoFactorSecret()).not.toBe(secret);
  });

  it('accepts the current code and the neighbouring steps', () => {
    const secret = generateTwoFactorSecret();
    expect(verifyTotp(secret, codeAt(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, codeAt(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, codeAt(secret, now + 30_000), now)).toBe(true);
    const spaced = codeAt(secret, now).replace(/^(\d{3})/, '$1 ');
    expect(verifyTotp(secret, spaced, now)).toBe(true);
  });

  it('rejects a code from two periods ago, a wrong code and non-digits', () => {
    const secret = generateTwoFactorSecret();
    const current = codeAt(secret, now);
    const old = codeAt(secret, now - 60_000);
    // Skip the (1 in a million) case where the old code happens to equal a valid one.
    if (![current, codeAt(secret, now - 30_000), codeAt(secret, now + 30_000)].includes(old)) {
      expect(verifyTotp(secret, old, now)).toBe(false);
    }
    const valid = new Set([-30_000, 0, 30_000].map((offset) => codeAt(secret, now + offset)));
    let wrong = current;
    while (valid.has(wrong)) wrong = String((Number(wrong) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(secret, wrong, now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
    expect(verifyTotp(secret, `${current}0`, now)).toBe(false);
    expect(verifyTotp(secret, current.slice(0, 5), now)).toBe(false);
    expect(verifyTotp(secret, '', now)).toBe(false);
    expect(verifyTotp('not base32!', current, now)).toBe(false);
  });

  it('builds an otpauth URI with issuer and account, and a QR code as SVG', async () => {
    const secret = generateTwoFactorSecret();
    const uri = twoFactorUri({ secret, email: 'ana@example.com', issuer: 'Casa Elefante' });
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    const parsed = URI.parse(uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: 'Casa Elefante', label: 'ana@example.com', digits: 6, period: 30 });
    expect(parsed.secret.base32).toBe(secret);

    const svg = await twoFactorQrSvg(uri);
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('</svg>');
  });
});

describe('recovery codes', () => {
  it('generates unique codes of the form xxxxx-xxxxx', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(codes).size).toBe(8);
    expect(generateRecoveryCodes(12)).toHaveLength(12);
  });

  it('hashes the normalised code', () => {
    expect(hashRecoveryCode('abcde-12345')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(' ABCDE-12345 ')).toBe(hashRecoveryCode('abcde-12345'));
    expect(hashRecoveryCode('abcde12345')).toBe(hashRecoveryCode('abcde-12345'));
    expect(hashRecoveryCode('abcde-12346')).not.toBe(hashRecoveryCode('abcde-12345'));
  });

  it('consumes a code once', () => {
    const codes = generateRecoveryCodes();
    const hashes = codes.map(hashRecoveryCode);
    const used = codes[3]!;

    const remaining = consumeRecoveryCode(hashes, used.toUpperCase());
    expect(remaining).toHaveLength(7);
    expect(remaining).not.toContain(hashRecoveryCode(used));
    expect(remaining).toEqual(hashes.filter((_, index) => index !== 3));

    expect(consumeRecoveryCode(remaining!, used)).toBeNull();
    expect(consumeRecoveryCode(hashes, 'zzzzz-zzzzz')).toBeNull();
    expect(consumeRecoveryCode(hashes, '')).toBeNull();
    expect(consumeRecoveryCode(hashes, hashes[0]!)).toBeNull();
    expect(consumeRecoveryCode([], used)).toBeNull();
  });
});
