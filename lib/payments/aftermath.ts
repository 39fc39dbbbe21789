import 'server-only';
import { notifyOrderChange } from '@/lib/live/order-events';
import { wakeMailWorker } from '@/lib/mail/outbox';
import { wakeRefunds } from './refunds';
import type { Aftermath } from './settle';

/** After the commit: the board hears of the order, the e-mail leaves, the refund is sent. */
export function afterPayment(aftermath: Aftermath | null): void {
  if (!aftermath) return;
  if (aftermath.orderChanged) notifyOrderChange(aftermath.restaurantId);
  if (aftermath.mail) wakeMailWorker();
  if (aftermath.refund) wakeRefunds();
}
