// The order's status workflow (DESIGN.md section 5) as the restaurant runs it:
// which step follows which, per delivery type. Pure, shared by the server
// (which refuses anything else) and the order board (which offers only these).
import type { DeliveryType, OrderStatus } from './catalogue';

/** The step after each status, by delivery type; the last step of each is final. */
const NEXT_STEP: Record<DeliveryType, Partial<Record<OrderStatus, OrderStatus>>> = {
  delivery: {
    received: 'accepted',
    accepted: 'preparing',
    preparing: 'ready',
    ready: 'out_for_delivery',
    out_for_delivery: 'delivered',
  },
  takeaway: { received: 'accepted', accepted: 'preparing', preparing: 'ready', ready: 'collected' },
  fast: { received: 'accepted', accepted: 'preparing', preparing: 'ready', ready: 'collected' },
};

/** Statuses the restaurant can still cancel from (with a reason); an unpaid online order is the payment's. */
const CANCELLABLE_BY_STAFF: readonly OrderStatus[] = ['received', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'collected', 'cancelled'];

export function nextStep(deliveryType: DeliveryType, status: OrderStatus): OrderStatus | null {
  return NEXT_STEP[deliveryType][status] ?? null;
}

/** Every status the restaurant may move an order to now. */
export function allowedTransitions(deliveryType: DeliveryType, status: OrderStatus): OrderStatus[] {
  const next = nextStep(deliveryType, status);
  return [...(next ? [next] : []), ...(CANCELLABLE_BY_STAFF.includes(status) ? (['cancelled'] as const) : [])];
}

export function canTransition(deliveryType: DeliveryType, from: OrderStatus, to: OrderStatus): boolean {
  return allowedTransitions(deliveryType, from).includes(to);
}

/** The words for a status: a table order's last step is «Servido», since nobody collects it. */
export type StatusWord = OrderStatus | 'served';

export function statusWord(status: OrderStatus, tableNumber: number | null): StatusWord {
  return status === 'collected' && tableNumber !== null ? 'served' : status;
}

/** Preparation time offered when accepting, in minutes. */
export const PREP_MINUTES = { min: 5, max: 90, default: 20 } as const;

/** A cancellation from "received" is the restaurant rejecting the order. */
export const isRejection = (from: OrderStatus, to: OrderStatus) => from === 'received' && to === 'cancelled';

/** Reasons the board offers for rejecting or cancelling; free text is accepted too. */
export const CANCEL_REASONS = [
  'Cocina saturada',
  'Producto agotado',
  'Fuera de la zona de reparto',
  'El restaurante va a cerrar',
  'No se puede contactar con el cliente',
] as const;

/** What the order board shows: every order still to be handled. */
export const BOARD_STATUSES: readonly OrderStatus[] = [
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
];
