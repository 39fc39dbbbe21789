import 'server-only';
import { env } from '@/lib/env';
import { readBody } from '@/lib/api/request-guards';
import { paymentGateway } from './config';
import type { SignedFields, SimulatorMerchant, TesterChoice } from './simulator';

// What the simulator's route handlers share: the merchant it serves, the
// browser's form posts, and the notification it delivers to the merchant.

// A form of the simulator carries three signed fields and a few typed by the tester.
const MAX_FORM_BYTES = 16 * 1024;
const NOTIFICATION_TIMEOUT_MS = 10_000;

export const SIMULATOR_PAGE = '/pasarela-pruebas';
export const SIMULATOR_CHOICE_PATH = '/pasarela-pruebas/pagar';

export function simulatorMerchant(): SimulatorMerchant {
  const { merchantCode, terminal, secretKey } = paymentGateway();
  return { merchantCode, terminal, secretKey, siteOrigin: new URL(env.SITE_URL).origin };
}

/** The browser's form post, URL-encoded as HTML forms send it (or multipart); an unreadable body is an empty form. */
export async function readPostedForm(request: Request): Promise<FormData> {
  const bytes = await readBody(request, MAX_FORM_BYTES);
  const type = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded';
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return new FormData();
  }
}

export function testerChoice(form: FormData): TesterChoice {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    action: text('action') === 'pay' ? 'pay' : 'cancel',
    cardNumber: text('card_number'),
    expiry: text('expiry'),
    cvv: text('cvv'),
  };
}

/** The payment page for a checked request: the fields travel in the query (a few hundred characters). */
export function simulatorPageHref(fields: SignedFields): string {
  return `${SIMULATOR_PAGE}?${new URLSearchParams(fields)}`;
}

/** 303: the browser follows a form post with a GET. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * Posts the signed notification to the merchant, as Redsys does from its
 * servers before it sends the browser back. A notification that does not
 * arrive is logged and the browser goes on all the same: the merchant must
 * cope with a customer who is back before the payment is known.
 */
export async function deliverNotification(url: string, fields: SignedFields): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      signal: AbortSignal.timeout(NOTIFICATION_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    console.error(`Payment simulator: the notification to ${url} was answered ${response.status}`);
  } catch (error) {
    console.error(`Payment simulator: the notification to ${url} did not arrive`, error);
  }
  return false;
}
