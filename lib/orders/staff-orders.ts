import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { requestRefunds, retryRefundNow, wakeRefunds } from '@/lib/payments/refunds';
import { isOnlinePayment, OFFLINE_PAYMENT_METHODS, SEEN_BY_RESTAURANT } from '@/lib/vocabulary/payment-methods';
import { env } from '@/lib/env';
import type { DeliveryType, OrderStatus } from '@/lib/vocabulary/catalogue';
import { recordEarnedPoints, reverseLoyalty } from '@/lib/loyalty/ledger';
import { releasePromotionUse } from '@/lib/promotions/apply';
import { enqueueMail, wakeMailWorker } from '@/lib/mail/outbox';
import { orderStatusEmail } from '@/lib/mail/order-templates';
import { accessibleRestaurant, restaurantScope, type Actor } from '@/lib/staff/access';
import type { OrderStatusInput } from '@/lib/validations/admin';
import { lineToDescribe, orderSelect, toResource, type OrderRow } from './queries';
import { notifyOrderChange } from '@/lib/live/order-events';
import { describeLines } from './line-details';
import { preparedPartsOf } from './kitchen-parts';
import { DELIVERY_TRAVEL_MINUTES } from './slots';
import { isPhoneGuest } from '@/lib/vocabulary/person';
import { allowedTransitions, canTransition, isRejection } from '@/lib/vocabulary/order-status';
import { issueCorrection, issueTicket } from '@/lib/invoices/issue';

// The restaurant's side of an order: the board's list and every status change
// staff make. A change is a conditional update on the status it was made
// from, so two people changing the same order at once get one success and one
// 409, never a silent overwrite; each change is written to the status history
// with who made it.

const adminSelect = {
  ...orderSelect,
  // Whether the kitchen display has crossed each line off: the board says what is still cooking.
  lines: { ...orderSelect.lines, select: { ...orderSelect.lines.select, preparedAt: true, preparedParts: true } },
  restaurantId: true,
  userId: true,
  user: {
    select: { email: true, allergens: { select: { allergen: { select: { name: true } } } } },
  },
  enteredBy: { select: { name: true } },
} as const;

type AdminRow = Omit<OrderRow, 'lines'> & {
  lines: (OrderRow['lines'][number] & { preparedAt: Date | null; preparedParts: string | null })[];
  restaurantId: number;
  userId: number;
  user: { email: string; allergens: { allergen: { name: string } }[] };
  enteredBy: { name: string } | null;
};

function toAdminResource(row: AdminRow, details: string[][]) {
  const order = toResource(row, details);
  return {
    ...order,
    lines: order.lines.map((line, index) => ({
      ...line,
      /** When the kitchen display crossed the line off (null: still to cook). */
      prepared_at: row.lines[index]?.preparedAt?.toISOString() ?? null,
      /** A menu's courses the kitchen display has crossed off so far (decision 046). */
      prepared_parts: Object.keys(preparedPartsOf(row.lines[index]?.preparedParts ?? null)),
    })),
    customer_email: row.user.email,
    /** Allergies the customer declared in their account: the board flags them. */
    customer_allergies: row.user.allergens.map((entry) => entry.allergen.name),
    /** Taken by phone by this staff member (null: ordered online). */
    entered_by: row.enteredBy?.name ?? null,
    allowed_transitions: allowedTransitions(order.delivery_type, order.status),
  };
}
export type AdminOrderResource = ReturnType<typeof toAdminResource>;

/** The board's orders, each line described for the kitchen (one lookup for all). */
async function toAdminResources(rows: AdminRow[]): Promise<AdminOrderResource[]> {
  const lines = rows.flatMap((row) => row.lines.map(lineToDescribe));
  const details = await describeLines(lines);
  let next = 0;
  return rows.map((row) =>
    toAdminResource(
      row,
      row.lines.map(() => details[next++] ?? []),
    ),
  );
}

/** GET /api/admin/orders: one restaurant's orders, newest first, optionally by status. */
export async function listRestaurantOrders(
  actor: Actor,
  slug: string,
  statuses: readonly OrderStatus[] | null,
  take = 200,
  paymentStatus: 'refund_failed' | null = null,
): Promise<AdminOrderResource[]> {
  const restaurant = await accessibleRestaurant(actor, slug);
  const rows = await db.order.findMany({
    where: {
      restaurantId: restaurant.id,
      ...(statuses ? { status: { in: [...statuses] } } : {}),
      ...(paymentStatus ? { paymentStatus } : {}),
      ...SEEN_BY_RESTAURANT,
    },
    orderBy: { createdAt: 'desc' },
    take,
    select: adminSelect,
  });
  return toAdminResources(rows);
}

async function findAccessibleOrder(actor: Actor, publicId: string) {
  const row = await db.order.findFirst({
    where: { publicId, restaurant: restaurantScope(actor), ...SEEN_BY_RESTAURANT },
    select: adminSelect,
  });
  // Another restaurant's order is "not found": its existence is not theirs to know.
  if (!row) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
  return row;
}

export async function getRestaurantOrder(actor: Actor, publicId: string): Promise<AdminOrderResource> {
  const [order] = await toAdminResources([await findAccessibleOrder(actor, publicId)]);
  return order!;
}

/** POST /api/admin/orders/{id}/status: accept (with a preparation time), advance, reject or cancel (with a reason). */
export async function changeOrderStatus(
  actor: Actor,
  publicId: string,
  input: OrderStatusInput,
  now: Date = new Date(),
): Promise<AdminOrderResource> {
  const order = await findAccessibleOrder(actor, publicId);
  const from = order.status as OrderStatus;
  const deliveryType = order.deliveryType as DeliveryType;
  if (!canTransition(deliveryType, from, input.status)) throw new AppError('order_status_conflict');
  // When the customer has it: ready at the counter, or at the door after the rider's trip (found by a QA pass:
  // a delivery accepted with 20 minutes promised the customer their dinner 20 minutes later).
  const travel = deliveryType === 'delivery' ? DELIVERY_TRAVEL_MINUTES : 0;
  const estimatedAt =
    input.status === 'accepted' && input.prep_minutes
      ? new Date(Math.max(now.getTime() + (input.prep_minutes + travel) * 60_000, order.scheduledFor?.getTime() ?? 0))
      : undefined;
  const note =
    input.status === 'cancelled'
      ? input.reason!
      : input.status === 'accepted'
        ? `Tiempo de preparación: ${input.prep_minutes} min`
        : null;
  const refund = await db.$transaction(async (tx) => {
    const changed = await tx.order.updateMany({
      where: { id: order.id, status: from },
      data: {
        status: input.status,
        ...(estimatedAt ? { estimatedAt } : {}),
        ...(input.status === 'cancelled' ? { cancelReason: input.reason } : {}),
      },
    });
    // Someone else changed it first: theirs stands.
    if (changed.count !== 1) throw new AppError('order_status_conflict');
    await tx.orderStatusChange.create({
      data: { orderId: order.id, status: input.status, note, changedById: actor.id, createdAt: now },
    });
    // Handed over: the ticket is issued now, unless the online payment issued it (issue 16), and the point counts.
    if (input.status === 'delivered' || input.status === 'collected') {
      // Cash or the card terminal is taken at the hand-over: the order is paid now (an online payment already is).
      await tx.order.updateMany({
        where: { id: order.id, paymentMethod: { in: [...OFFLINE_PAYMENT_METHODS] }, paymentStatus: 'pending' },
        data: { paymentStatus: 'paid' },
      });
      await issueTicket(tx, order.id, now);
      // A phone caller without an account has no card to hold the point (a QA pass found points piling up there).
      if (!isPhoneGuest(order.user.email)) await recordEarnedPoints(tx, order.userId, order.id, order.subtotalCents);
    }
    if (input.status !== 'cancelled') return false;
    // Cancelled after its ticket was issued: a correction, the ticket untouched.
    await issueCorrection(tx, order.id, now);
    await reverseLoyalty(tx, order.userId, order.id);
    await releasePromotionUse(tx, order.id);
    // A paid order that is rejected or cancelled is refunded through the gateway.
    return requestRefunds(tx, order.id, now);
  });
  notifyOrderChange(order.restaurantId);
  // A ticket issued at the hand-over, or a correction at the cancellation, has its e-mail queued.
  wakeMailWorker();
  if (refund) wakeRefunds();
  const updated = await findAccessibleOrder(actor, publicId);
  await tellCustomer(updated, from);
  const [resource] = await toAdminResources([updated]);
  return resource!;
}

/** POST /api/admin/orders/{id}/refund: a refund the gateway refused is tried again now (the worker retries it anyway). */
export async function retryFailedRefund(actor: Actor, publicId: string): Promise<AdminOrderResource> {
  const order = await findAccessibleOrder(actor, publicId);
  if ((await retryRefundNow(order.id)) === 0)
    throw new AppError('conflict', { message: 'Este pedido no tiene ninguna devolución fallida.' });
  return getRestaurantOrder(actor, publicId);
}

/** Tells the customer of a change the kitchen made (lib/orders/kitchen.ts): the order is ready. */
export async function tellCustomerOfChange(orderId: number, from: OrderStatus): Promise<void> {
  const row = await db.order.findUnique({ where: { id: orderId }, select: adminSelect });
  if (row) await tellCustomer(row, from);
}

/** An online payment that went through: whatever became of its refund since. */
const PAID_ONLINE: readonly string[] = ['paid', 'refund_pending', 'refunded', 'refund_failed'];

/**
 * The customer hears of acceptance (with the time), rejection or cancellation
 * (with the reason) and, at the counter, readiness: through the mail outbox,
 * so a mail server that is down delays the message instead of losing it.
 */
async function tellCustomer(order: AdminRow, from: OrderStatus): Promise<void> {
  const status = order.status as OrderStatus;
  const change =
    status === 'accepted'
      ? 'accepted'
      : status === 'cancelled'
        ? isRejection(from, status)
          ? 'rejected'
          : 'cancelled'
        : status === 'ready' && order.deliveryType !== 'delivery'
          ? 'ready'
          : null;
  // A phone caller without an account has no e-mail to write to.
  if (!change || isPhoneGuest(order.user.email)) return;
  const readyAt = order.estimatedAt
    ? `a las ${new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: order.restaurant.timeZone }).format(order.estimatedAt)}`
    : undefined;
  const message = {
    to: order.user.email,
    ...(await orderStatusEmail({
      name: order.customerName,
      number: order.number,
      url: new URL(`/pedido-confirmado/${order.publicId}`, env.SITE_URL).toString(),
      change,
      readyAt,
      isDelivery: order.deliveryType === 'delivery',
      tableNumber: order.tableNumber,
      // Paid online (its refund asked for by now): the e-mail promises the money back, not "nothing charged".
      isPaid: isOnlinePayment(order.paymentMethod) && PAID_ONLINE.includes(order.paymentStatus),
      reason: order.cancelReason,
      restaurant: order.restaurant.commercialName,
    })),
  };
  await enqueueMail(db, { kind: 'message', message });
  wakeMailWorker();
}
