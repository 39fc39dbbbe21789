import 'server-only';
import { env } from '@/lib/env';
import type { RedsysTerminal } from './redsys';

// Which gateway this site pays through (issue 15). Without REDSYS_URL it is
// the site's own simulator (/pasarela-pruebas), signing with Redsys's public
// test merchant; the real gateway differs only in the URL and the keys.

/** Redsys's public test merchant key: anyone can sign with it, so it never pays a real order. */
export const PUBLIC_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/** Where the simulator answers, under the site's own address. */
export const SIMULATOR_PATHS = {
  redirect: '/pasarela-pruebas/sis/realizarPago',
  rest: '/pasarela-pruebas/sis/rest/trataPeticionREST',
} as const;

export type PaymentGateway = RedsysTerminal & {
  /** REST interface (refunds: transaction type 3). */
  restUrl: string;
  /** The site's simulator stands in for Redsys. */
  isSimulator: boolean;
};

export function paymentGateway(): PaymentGateway {
  const isSimulator = env.REDSYS_URL === '';
  return {
    // The simulator's form posts to this very site, whatever address the browser used (not SITE_URL's).
    url: env.REDSYS_URL || SIMULATOR_PATHS.redirect,
    restUrl: env.REDSYS_REST_URL || `${env.SITE_URL}${SIMULATOR_PATHS.rest}`,
    merchantCode: env.REDSYS_MERCHANT_CODE,
    terminal: env.REDSYS_TERMINAL,
    secretKey: env.REDSYS_SECRET_KEY,
    signatureVersion: env.REDSYS_SIGNATURE_VERSION,
    isSimulator,
  };
}

/**
 * The simulator answers only while no real gateway is configured and the key
 * is the public test key: a production configuration (REDSYS_URL or a bank's
 * key) refuses it, so nobody can "pay" a real order with the test card, and
 * the simulator never signs with a real merchant's secret.
 */
export function isSimulatorAllowed(): boolean {
  return env.REDSYS_URL === '' && env.REDSYS_SECRET_KEY === PUBLIC_TEST_KEY;
}

/** Our notification URL and the browser's way back (URLOK/URLKO) for one order. */
export function returnUrls(publicId: string) {
  const base = env.SITE_URL;
  return {
    notificationUrl: `${base}/api/payments/redsys/notification`,
    okUrl: `${base}/pedido-confirmado/${publicId}?pago=ok`,
    koUrl: `${base}/pedido-confirmado/${publicId}?pago=ko`,
  };
}
