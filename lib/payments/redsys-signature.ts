import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

// Redsys's signatures (issue 15), written on node:crypto from the gateway's
// documentation and checked against its published examples:
// - HMAC_SHA256_V1: the merchant key (base64-decoded) encrypts the order code
//   with 3DES-CBC, zero IV, zero padding (not PKCS#7: that is Redsys's SIS0042);
//   the result keys an HMAC-SHA256 of the Base64 Ds_MerchantParameters.
// - HMAC_SHA512_V2: the first 16 characters of the key (as text, not decoded)
//   encrypt the order with AES-128-CBC, zero IV, PKCS#7; the Base64 of that is
//   the key of an HMAC-SHA512.
// Notifications carry the signature in base64url; we compare decoded bytes,
// in constant time, whatever the alphabet.

export const SIGNATURE_VERSIONS = ['HMAC_SHA256_V1', 'HMAC_SHA512_V2'] as const;
export type SignatureVersion = (typeof SIGNATURE_VERSIONS)[number];

/** The key of one order's signature: the order code encrypted with the merchant's secret. */
export function orderKey(version: SignatureVersion, merchantKey: string, order: string): Buffer {
  if (version === 'HMAC_SHA256_V1') {
    const key = Buffer.from(merchantKey, 'base64');
    const data = Buffer.from(order, 'utf8');
    const padded = Buffer.alloc(Math.ceil(data.length / 8) * 8);
    data.copy(padded);
    const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(padded), cipher.final()]);
  }
  const key = Buffer.from(merchantKey.slice(0, 16).padEnd(16, '0'), 'utf8');
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.alloc(16));
  return Buffer.from(Buffer.concat([cipher.update(order, 'utf8'), cipher.final()]).toString('base64'), 'utf8');
}

/** The signature's bytes of `merchantParameters` (the Base64 text, exactly as sent) for `order`. */
export function signatureBytes(
  version: SignatureVersion,
  merchantKey: string,
  order: string,
  merchantParameters: string,
): Buffer {
  const algorithm = version === 'HMAC_SHA256_V1' ? 'sha256' : 'sha512';
  return createHmac(algorithm, orderKey(version, merchantKey, order))
    .update(merchantParameters, 'utf8')
    .digest();
}

/** The Ds_Signature we send: Base64 for V1 (as Redsys's examples), base64url for V2. */
export function sign(
  version: SignatureVersion,
  merchantKey: string,
  order: string,
  merchantParameters: string,
): string {
  const bytes = signatureBytes(version, merchantKey, order, merchantParameters);
  return version === 'HMAC_SHA256_V1' ? bytes.toString('base64') : bytes.toString('base64url');
}

/** Base64 in either alphabet, with or without padding → bytes; null when it is not Base64 at all. */
function decodeBase64(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Whether `signature` (either Base64 alphabet) signs `merchantParameters` for `order`; constant time. */
export function verify(
  version: SignatureVersion,
  merchantKey: string,
  order: string,
  merchantParameters: string,
  signature: string,
): boolean {
  const given = decodeBase64(signature);
  const expected = signatureBytes(version, merchantKey, order, merchantParameters);
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Ds_MerchantParameters of a JSON object (what we send), and back (what Redsys sends, either alphabet). */
export function encodeParameters(parameters: Record<string, string>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

export function decodeParameters(merchantParameters: string): Record<string, string> | null {
  const bytes = decodeBase64(merchantParameters);
  if (!bytes) return null;
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    // Redsys URL-encodes some values of its notifications ("22%2F10%2F2021").
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [
        key,
        typeof value === 'string' ? safeDecode(value) : String(value),
      ]),
    );
  } catch {
    return null;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
