import type { DeliveryType, OrderStatus } from '@/lib/vocabulary/catalogue';
import { FINAL_STATUSES } from '@/lib/vocabulary/order-status';

/**
 * The steps an order goes through, in order: "En reparto" only for delivery;
 * the last step is "Entregado" for delivery and "Recogido" otherwise, unless
 * the restaurant closed the order with the other one.
 */
export function statusSteps(deliveryType: DeliveryType, status: OrderStatus): OrderStatus[] {
  const last: OrderStatus =
    status === 'delivered' || status === 'collected' ? status : deliveryType === 'delivery' ? 'delivered' : 'collected';
  return [
    'received',
    'accepted',
    'preparing',
    'ready',
    ...(deliveryType === 'delivery' ? (['out_for_delivery'] as const) : []),
    last,
  ];
}

/**
 * Whether the customer's page still shows the estimated time. Not once the
 * order is handed over or cancelled; not next to «Listo» for the counter or a
 * table (the kitchen's time is past); a delivery keeps it, as its arrival.
 */
export function showsEstimate(order: {
  status: OrderStatus;
  delivery_type: DeliveryType;
  estimated_at: string | null;
}) {
  if (!order.estimated_at || FINAL_STATUSES.includes(order.status)) return false;
  return order.delivery_type === 'delivery' || order.status !== 'ready';
}

/** When the order last entered `status`, from its history (ISO string), if it did. */
export function reachedAt(history: readonly { status: string; at: string }[], status: OrderStatus): string | null {
  return [...history].reverse().find((change) => change.status === status)?.at ?? null;
}

const BADGE_TONES: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900 ring-amber-300',
  received: 'bg-sky-100 text-sky-900 ring-sky-300',
  accepted: 'bg-brand-soft text-brand-dark ring-brand/30',
  preparing: 'bg-brand-soft text-brand-dark ring-brand/30',
  ready: 'bg-lemon/40 text-ink ring-lemon',
  out_for_delivery: 'bg-lemon/40 text-ink ring-lemon',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  collected: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function badgeTone(status: OrderStatus): string {
  return BADGE_TONES[status] ?? BADGE_TONES.received;
}

/** The white card every order section sits in. */
export const CARD = 'rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6';
