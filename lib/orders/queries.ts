import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { DeliveryType, OrderStatus } from '@/lib/vocabulary/catalogue';
import type { SelectionJson } from '@/lib/pricing/selection';
import { reverseLoyalty } from '@/lib/loyalty/ledger';
import { releasePromotionUse } from '@/lib/promotions/apply';
import { notifyOrderChange } from '@/lib/live/order-events';
import { describeLines } from './line-details';
import { abandonPayment } from '@/lib/payments/expiry';
import { requestRefunds, wakeRefunds } from '@/lib/payments/refunds';
import { issueCorrection } from '@/lib/invoices/issue';
import { CORRECTION_TYPES, type InvoiceType } from '@/lib/tax/verifactu';
import { wakeMailWorker } from '@/lib/mail/outbox';

// Orders as their customer sees them. Every read is scoped to the customer:
// another customer's order is "not found", never "forbidden".

export const orderSelect = {
  id: true,
  publicId: true,
  number: true,
  status: true,
  deliveryType: true,
  tableNumber: true,
  addressSnapshot: true,
  scheduledFor: true,
  observation: true,
  customerName: true,
  customerPhone: true,
  subtotalCents: true,
  discountCents: true,
  surchargeCents: true,
  shippingCents: true,
  totalCents: true,
  taxCents: true,
  packagingUnits: true,
  packagingCents: true,
  taxes: { orderBy: { rate: 'asc' }, select: { rate: true, baseCents: true, taxCents: true } },
  invoices: {
    where: { type: { notIn: CORRECTION_TYPES.slice() } },
    orderBy: { id: 'desc' },
    take: 1,
    select: { type: true },
  },
  invoiceNif: true,
  paymentMethod: true,
  paymentStatus: true,
  promotionCode: true,
  cancelReason: true,
  estimatedAt: true,
  createdAt: true,
  restaurant: {
    select: {
      slug: true,
      commercialName: true,
      address: true,
      phone: true,
      timeZone: true,
      city: { select: { name: true } },
    },
  },
  lines: {
    orderBy: { id: 'asc' },
    select: {
      id: true,
      productId: true,
      productName: true,
      category: true,
      quantity: true,
      unitPriceCents: true,
      totalCents: true,
      selection: true,
      details: true,
    },
  },
  discounts: { orderBy: { id: 'asc' }, select: { kind: true, label: true, amountCents: true } },
  // Ids grow with time; two changes in one millisecond still keep their order.
  statusChanges: { orderBy: { id: 'asc' }, select: { status: true, note: true, createdAt: true } },
} as const;

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findRow>>>;

/** A stored line as describeLines reads it. */
export const lineToDescribe = (line: OrderRow['lines'][number]) => ({
  productId: line.productId,
  selection: JSON.parse(line.selection) as SelectionJson,
  details: line.details,
});

function findRow(userId: number, where: { id: number } | { publicId: string }) {
  return db.order.findFirst({ where: { ...where, userId }, select: orderSelect });
}

/** The customer may cancel until the restaurant accepts the order. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'received'];

/** The order as its customer sees it; `details`: each line's words (./line-details.ts), in order. */
export function toResource(row: OrderRow, details: readonly string[][] = []) {
  const address = row.addressSnapshot
    ? (JSON.parse(row.addressSnapshot) as {
        street: string;
        number: string | null;
        floor: string | null;
        door: string | null;
        postal_code: string | null;
        town: string | null;
        province: string | null;
        notes: string | null;
      })
    : null;
  return {
    id: row.publicId,
    number: row.number,
    status: row.status as OrderStatus,
    delivery_type: row.deliveryType as DeliveryType,
    table_number: row.tableNumber,
    restaurant: {
      name: row.restaurant.slug,
      commercial_name: row.restaurant.commercialName,
      address: row.restaurant.address,
      phone: row.restaurant.phone,
      city: row.restaurant.city.name,
      time_zone: row.restaurant.timeZone,
    },
    address,
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    asap: row.scheduledFor === null,
    observation: row.observation,
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    lines: row.lines.map((line, index) => ({
      id: line.id,
      product_id: line.productId,
      name: line.productName,
      category: line.category,
      quantity: line.quantity,
      unit_price: line.unitPriceCents,
      total_price: line.totalCents,
      selection: JSON.parse(line.selection) as SelectionJson,
      /** What was chosen, in words: "Sin lechuga", "Salsa: kétchup", "Bebida: Agua mineral". */
      details: details[index] ?? [],
    })),
    discounts: row.discounts.map((discount) => ({
      kind: discount.kind,
      label: discount.label,
      amount: discount.amountCents,
    })),
    subtotal: row.subtotalCents,
    discount: row.discountCents,
    surcharge: row.surchargeCents,
    shipping: row.shippingCents,
    total: row.totalCents,
    tax_total: row.taxCents,
    /** The single-use packaging line (Ley 7/2022 art. 55): units and amount, 0 when none. */
    packaging: { units: row.packagingUnits, amount: row.packagingCents },
    /** IVA per rate, base and quota (issue 16); empty for orders placed before it was kept. */
    taxes: row.taxes.map((tax) => ({ rate: tax.rate, base: tax.baseCents, quota: tax.taxCents })),
    /** Its ticket or invoice in force (F1, F2, F3) once issued, else null (issue 16). */
    ticket_type: (row.invoices[0]?.type ?? null) as Exclude<InvoiceType, (typeof CORRECTION_TYPES)[number]> | null,
    /** The customer asked for an invoice with their NIF before the ticket was issued. */
    invoice_requested: row.invoiceNif !== null,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    promotion_code: row.promotionCode,
    cancel_reason: row.cancelReason,
    estimated_at: row.estimatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    status_history: row.statusChanges.map((change) => ({
      status: change.status,
      note: change.note,
      at: change.createdAt.toISOString(),
    })),
    can_cancel: CANCELLABLE.includes(row.status as OrderStatus),
  };
}
export type OrderResource = ReturnType<typeof toResource>;

export async function getOrder(userId: number, where: { id: number } | { publicId: string }): Promise<OrderResource> {
  const row = await findRow(userId, where);
  if (!row) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
  return toResource(row, await describeLines(row.lines.map(lineToDescribe)));
}

export type OrderSummary = Pick<
  OrderResource,
  'id' | 'number' | 'status' | 'delivery_type' | 'table_number' | 'total' | 'created_at'
> & {
  restaurant: string;
  items: number;
};

export async function listOrders(userId: number, take = 50): Promise<OrderSummary[]> {
  const rows = await db.order.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    take,
    select: {
      publicId: true,
      number: true,
      status: true,
      deliveryType: true,
      tableNumber: true,
      totalCents: true,
      createdAt: true,
      restaurant: { select: { commercialName: true } },
      lines: { select: { quantity: true } },
    },
  });
  return rows.map((row) => ({
    id: row.publicId,
    number: row.number,
    status: row.status as OrderStatus,
    delivery_type: row.deliveryType as DeliveryType,
    table_number: row.tableNumber,
    total: row.totalCents,
    created_at: row.createdAt.toISOString(),
    restaurant: row.restaurant.commercialName,
    items: row.lines.reduce((sum, line) => sum + line.quantity, 0),
  }));
}

/**
 * Cancels the customer's own order while the restaurant has not accepted it
 * (a conditional update). An order still waiting for its online payment goes
 * back to the cart with everything it reserved; a paid one is refunded.
 */
export async function cancelOrder(userId: number, publicId: string): Promise<OrderResource> {
  const order = await db.order.findFirst({
    where: { publicId, userId },
    select: { id: true, restaurantId: true, status: true },
  });
  if (!order) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
  if (order.status === 'pending_payment') {
    if (await abandonPayment(userId, order.id)) return getOrder(userId, { id: order.id });
    // The payment was confirmed meanwhile: "Volver a la cesta" must not cancel a paid order.
    throw new AppError('conflict', {
      message: 'El pago de este pedido acaba de confirmarse: ya no se puede volver a la cesta.',
    });
  }
  const refund = await db.$transaction(async (tx) => {
    const changed = await tx.order.updateMany({
      where: { id: order.id, status: 'received' },
      data: { status: 'cancelled', cancelReason: 'Cancelado por el cliente' },
    });
    if (changed.count !== 1) throw new AppError('order_not_cancellable');
    await tx.orderStatusChange.create({
      data: { orderId: order.id, status: 'cancelled', note: 'Cancelado por el cliente', changedById: userId },
    });
    // A paid order already has its ticket: the cancellation issues its correction.
    await issueCorrection(tx, order.id);
    await reverseLoyalty(tx, userId, order.id);
    await releasePromotionUse(tx, order.id);
    return requestRefunds(tx, order.id);
  });
  notifyOrderChange(order.restaurantId);
  // A paid order's correction (R5) has its e-mail queued.
  wakeMailWorker();
  if (refund) wakeRefunds();
  return getOrder(userId, { id: order.id });
}
