import 'server-only';
import { afterPayment } from '@/lib/payments/aftermath';
import { expireUnpaidOrders } from '@/lib/payments/expiry';
import { onRefundDue, processDueRefunds } from '@/lib/payments/refunds';
import { workerLoop } from './worker-loop';

// Online payments' clock (issue 15): every 30 s, orders left unpaid past
// their 30 minutes are cancelled and refunds that are due are sent; a
// committed refund request wakes it at once. Each row is claimed with a
// conditional update, so a second process never does the same work twice.

const POLL_MS = 30_000;

/** Expiry and refunds fail apart: one never holds up the other. */
async function runOnce(): Promise<void> {
  try {
    for (const aftermath of await expireUnpaidOrders()) afterPayment(aftermath);
  } catch (error) {
    console.error('Expiring unpaid orders failed', error);
  }
  try {
    await processDueRefunds();
  } catch (error) {
    console.error('Sending due refunds failed', error);
  }
}

const loop = workerLoop('Payment worker', runOnce);
const kick = loop.kick;

/** Starts this process's worker (instrumentation.ts, at server start). */
export function startPaymentWorker(): void {
  if (!loop.claimStart()) return;
  onRefundDue(kick);
  setInterval(kick, POLL_MS).unref();
  kick();
}
