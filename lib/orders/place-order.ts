import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { orderableProducts } from '@/lib/catalogue/cache';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { enqueueMail, wakeMailWorker } from '@/lib/mail/outbox';
import { notifyOrderChange } from '@/lib/live/order-events';
import { MAX_PRODUCT_QUANTITY, carriesAlcohol } from '@/lib/pricing/product-price';
import { quantityOverLimit, tableOutOfRange } from '@/lib/cart/limits';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { getSetting } from '@/lib/site/settings';
import type { PlaceOrderInput } from '@/lib/validations/order';
import { newOrderNumber, newPublicId } from './numbers';
import { claimKey, isSameRequest, sha, type KeyRecord } from './idempotency-key';

export { CLAIM_LEASE_MS } from './idempotency-key';
import { canSellAlcohol } from './slots';
import { deliveryAddress, deliveryTime } from './where-and-when';
import { asapEstimateAt, isSlotFull } from './slot-capacity';
import { computeTotals, type Totals } from './totals';
import { getOrder, toResource, type OrderResource, type OrderRow } from './queries';
import { writtenOrderRow, type OrderColumns } from './written-order';
import { priceOrderLines, storedLine } from './order-lines';
import { keepFreshOrder } from './fresh-orders';
import { choosePromotion, recordPromotionUse } from '@/lib/promotions/apply';
import { loyaltyRedemption, recordRedemption } from '@/lib/loyalty/ledger';
import { assertChildrensMenus } from '@/lib/users/children';
import { isOnlinePayment } from '@/lib/vocabulary/payment-methods';
import { pendingRedirect, paymentRedirect, startAttempt, type PaymentRedirect } from '@/lib/payments/attempts';
import { holdCart } from '@/lib/payments/held-cart';
import { packagingPrice } from '@/lib/tax/packaging';
import { storedTaxSplit } from '@/lib/tax/line-tax';
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@/lib/invoices/documents';
import { formatEuros } from '@/lib/pricing/money';

// Placing an order (DESIGN.md section 5): idempotent by the client's
// Idempotency-Key (kept 24 h, scoped to the customer), and in one transaction
// re-reading the cart, checking availability, recomputing every price,
// writing the order with its lines and snapshots and emptying the cart.

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

async function cartFingerprint(userId: number): Promise<string> {
  const rows = await db.cartItem.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: { productId: true, selectionKey: true, quantity: true },
  });
  return sha(JSON.stringify(rows));
}

/** `payment`: for card and Bizum, the form the browser posts to the gateway (issue 15). */
export type PlaceOrderResult = { order: OrderResource; isReplay: boolean; payment: PaymentRedirect | null };

/** A line staff typed in for a phone order: the selection JSON as the cart stores it. */
export type PhoneLine = { productId: number; quantity: number; selection: string };

/**
 * Where an order's lines come from: the customer's cart (online), or the lines
 * staff typed in for a caller (a phone order, marked with who took it). Both
 * go through the same pricing, checks and writing.
 */
export type OrderSource =
  | { kind: 'cart' }
  | { kind: 'phone'; restaurant: string; deliveryType: DeliveryType; lines: PhoneLine[]; enteredById: number };

/**
 * Places the order once per key. A retry with the same key returns the same
 * order; the same key with another request or cart answers 422; a retry while
 * the first is still running waits for it, then answers 409 if it is not done.
 */
export async function placeOrder(
  userId: number,
  key: string,
  input: PlaceOrderInput,
  source: OrderSource = { kind: 'cart' },
): Promise<PlaceOrderResult> {
  const bodyHash = sha(JSON.stringify(input));
  const cartHash = source.kind === 'cart' ? await cartFingerprint(userId) : sha(JSON.stringify(source));
  // A phone order's key is the staff member's: they retry, not the caller.
  const claimant = source.kind === 'cart' ? userId : source.enteredById;
  const record = await claimKey(claimant, key, `${bodyHash}:${cartHash}`);
  if (record.status === 'completed') return replay(userId, record, bodyHash, cartHash);

  let written: Written;
  try {
    written = await db.$transaction((tx) => writeOrder(tx, userId, input, record.id, source), {
      timeout: 15_000,
      maxWait: 15_000,
    });
  } catch (error) {
    // Free the key: the customer may fix the problem and try again with it.
    await db.idempotencyRecord.deleteMany({ where: { id: record.id, status: 'processing' } });
    throw error;
  }
  // The answer is built from what the transaction wrote: reading it back would be eight more queries.
  const order = toResource(written.row, written.details);
  // An order waiting for its online payment is not the kitchen's yet, nor is its e-mail due.
  if (written.attemptId !== null) return { order, isReplay: false, payment: await paymentRedirect(written.attemptId) };
  notifyOrderChange(written.restaurantId);
  keepFreshOrder(written.id, order);
  wakeMailWorker();
  return { order, isReplay: false, payment: null };
}

/** The order as written: its row as `orderSelect` reads it, and each line's words. */
type Written = { id: number; restaurantId: number; attemptId: number | null; row: OrderRow; details: string[][] };

async function replay(
  userId: number,
  record: KeyRecord,
  bodyHash: string,
  cartHash: string,
): Promise<PlaceOrderResult> {
  if (!isSameRequest(record, bodyHash, cartHash) || !record.orderId) throw new AppError('idempotency_key_reused');
  return {
    order: await getOrder(userId, { id: record.orderId }),
    isReplay: true,
    payment: await pendingRedirect(record.orderId),
  };
}

async function writeOrder(
  tx: Tx,
  userId: number,
  input: PlaceOrderInput,
  recordId: number,
  source: OrderSource,
): Promise<Written> {
  const now = new Date();
  // Card and Bizum: the order waits for the gateway's word, its cart set aside (issue 15).
  const onlineMethod = source.kind === 'cart' && isOnlinePayment(input.payment_method) ? input.payment_method : null;
  const online = onlineMethod !== null;
  const status = online ? 'pending_payment' : 'received';
  const rows =
    source.kind === 'cart'
      ? await tx.cartItem.findMany({
          where: { userId },
          orderBy: { id: 'asc' },
          select: {
            id: true,
            productId: true,
            quantity: true,
            selection: true,
            deliveryType: true,
            tableNumber: true,
            restaurant: { select: { slug: true } },
          },
        })
      : source.lines.map((line, index) => ({
          id: -(index + 1),
          ...line,
          deliveryType: source.deliveryType as string,
          tableNumber: null as number | null,
          restaurant: { slug: source.restaurant },
        }));
  const first = rows[0];
  if (!first) throw new AppError('cart_empty');
  const deliveryType = first.deliveryType as DeliveryType;
  // The stamp read inside the transaction: the restaurant and its products are those it names.
  const version = await getSetting('catalogue_version', tx);
  const restaurant = await getOrderingRestaurant(first.restaurant.slug, tx, version);
  if (!restaurant) throw new AppError('order_product_unavailable');
  if (restaurant.closedKitchen) throw new AppError('kitchen_closed');
  // Defence in depth (the cart checks both): a table that exists, lines within 1–99 units (issue 9, finding 9).
  // The table confirmed at checkout («Cambiar mesa») wins over the one the cart was filled at.
  const tableNumber = deliveryType === 'fast' ? (input.table_number ?? first.tableNumber ?? null) : null;
  if (tableNumber !== null && (tableNumber < 1 || tableNumber > restaurant.maxTableNumber))
    throw tableOutOfRange(restaurant.maxTableNumber);
  if (rows.some((row) => row.quantity < 1 || row.quantity > MAX_PRODUCT_QUANTITY)) throw quantityOverLimit();

  const when = deliveryTime(restaurant, deliveryType, input, now, tableNumber !== null);
  if (!input.asap && (await isSlotFull(restaurant.id, deliveryType, when, tx))) {
    throw new AppError('slot_unavailable', { message: 'Esa hora ya está completa. Elige otra.' });
  }
  const products = await orderableProducts(
    restaurant,
    deliveryType,
    [...new Set(rows.map((row) => row.productId))],
    when,
    tx,
    version,
  );
  const lines = priceOrderLines(rows, products, deliveryType);
  // A phone order's caller has no children on record: staff say whom it is for in the observation.
  const children =
    source.kind === 'cart' ? await assertChildrensMenus(tx, userId, lines, now) : new Map<number, string>();
  if (lines.some((line) => carriesAlcohol(line.product, line.selection))) {
    if (!canSellAlcohol(when, restaurant.timeZone, restaurant.alcoholSaleFrom, restaurant.alcoholSaleTo)) {
      throw new AppError('alcohol_not_allowed');
    }
  }

  const { addressSnapshot, shippingCents } = await deliveryAddress(
    tx,
    userId,
    restaurant,
    deliveryType,
    input.address_id ?? null,
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  // A price changed after the customer read the total: they confirm the new one, it is not charged unseen.
  if (input.expected_subtotal != null && input.expected_subtotal !== subtotalCents) {
    throw new AppError('order_prices_changed');
  }
  const promotion = await choosePromotion(tx, userId, input.promotion_code, { deliveryType, subtotalCents, now });
  const redemption = await loyaltyRedemption(tx, userId, rows, lines, input.loyalty_cart_item_id ?? null);
  // Both discounts together never take off more than the products cost.
  const loyalty = redemption && {
    ...redemption,
    discountCents: Math.min(redemption.discountCents, subtotalCents - (promotion?.discountCents ?? 0)),
  };
  const packaging = await packagingPrice(tx);
  const totals = computeTotals({
    lines: lines.map((line) => ({
      totalCents: line.totalCents,
      taxSplit: line.taxSplit,
      packagingUnits: line.product.packagingUnits * line.quantity,
    })),
    packaging,
    deliveryType,
    minimumOrderCents: restaurant.minimumOrderCents,
    minimumOrderSurchargeCents: restaurant.minimumOrderSurchargeCents,
    shippingCents,
    discounts: [
      ...(promotion
        ? [{ kind: 'promotion' as const, label: promotion.rule.name, amountCents: promotion.discountCents }]
        : []),
      ...(loyalty
        ? [
            {
              kind: 'loyalty' as const,
              label: loyalty.label,
              amountCents: loyalty.discountCents,
              lineIndex: loyalty.lineIndex,
            },
          ]
        : []),
    ],
  });

  // Shipping, packaging, a surcharge or a discount changed after the customer read the total (or the
  // page could not know a promotion's condition): they confirm the server's total, it is not charged unseen.
  if (input.expected_total != null && input.expected_total !== totals.totalCents)
    throw totalChanged(input.expected_total, totals);
  if (totals.totalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS && !input.invoice) throw new AppError('invoice_required');
  if (online && totals.totalCents <= 0)
    throw new AppError('validation_failed', {
      errors: { payment_method: ['Este pedido no tiene nada que pagar: elige pagar en efectivo.'] },
    });
  // Each line as stored: written once, and the answer built from the same strings.
  const described = lines.map((line) => storedLine(line, children.get(line.selection.childId ?? -1)));
  const columns: OrderColumns = {
    publicId: newPublicId(),
    number: newOrderNumber(restaurant.slug),
    deliveryType,
    tableNumber,
    status,
    customerName: input.customer_name,
    customerPhone: input.customer_phone,
    addressSnapshot,
    scheduledFor: input.asap ? null : when,
    // What checkout promised; accepting the order replaces it with the kitchen's time.
    estimatedAt: input.asap ? await asapEstimateAt(restaurant, deliveryType, now, tx) : null,
    observation: input.observation,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    surchargeCents: totals.surchargeCents,
    totalCents: totals.totalCents,
    taxCents: totals.taxCents,
    packagingUnits: totals.packagingUnits,
    packagingCents: totals.packagingCents,
    paymentMethod: input.payment_method,
    paymentStatus: 'pending',
    promotionCode: promotion?.code ?? null,
    // «Quiero factura»: its ticket will be an invoice (F1) to this recipient.
    invoiceNif: input.invoice?.nif ?? null,
    createdAt: now,
  };
  const changedById = source.kind === 'phone' ? source.enteredById : null;
  const order = await tx.order.create({
    data: {
      ...columns,
      userId,
      restaurantId: restaurant.id,
      packagingTaxRate: packaging.rate,
      surchargeTaxSplit: totals.surchargeCents ? storedTaxSplit(totals.surchargeTaxSplit) : null,
      shippingTaxSplit: totals.shippingCents ? storedTaxSplit(totals.shippingTaxSplit) : null,
      taxes: {
        create: totals.tax.map((line) => ({ rate: line.rate, baseCents: line.baseCents, taxCents: line.taxCents })),
      },
      invoiceName: input.invoice?.name ?? null,
      invoiceAddress: input.invoice?.address ?? null,
      heldCart: online ? await holdCart(tx, userId) : null,
      lines: {
        create: lines.map((line, index) => ({
          ...described[index]!.stored,
          taxSplit: storedTaxSplit(line.taxSplit),
        })),
      },
      enteredById: changedById,
      statusChanges: { create: { status, changedById, createdAt: now } },
    },
    select: { id: true, restaurantId: true, lines: { orderBy: { id: 'asc' }, select: { id: true } } },
  });
  // In the order the order's discounts are read (by id): the promotion's, then the loyalty card's.
  const discounts = [
    promotion ? await recordPromotionUse(tx, promotion, userId, order.id) : null,
    // The point this order earns waits for its hand-over (lib/loyalty/ledger.ts).
    await recordRedemption(tx, userId, order.id, loyalty),
  ].filter((discount) => discount !== null);
  if (source.kind === 'cart') await tx.cartItem.deleteMany({ where: { userId } });
  const written = {
    id: order.id,
    restaurantId: order.restaurantId,
    details: described.map((line) => line.words),
    row: writtenOrderRow(order.id, columns, {
      restaurant,
      taxes: totals.tax,
      lineIds: order.lines.map((line) => line.id),
      lines: described.map((line) => line.stored),
      discounts,
    }),
  };
  await tx.idempotencyRecord.update({ where: { id: recordId }, data: { status: 'completed', orderId: order.id } });
  if (onlineMethod) {
    const attempt = await startAttempt(
      tx,
      {
        orderId: order.id,
        userId,
        amountCents: totals.totalCents,
        method: onlineMethod,
        saveCard: input.save_card,
        savedCardId: input.saved_card_id ?? null,
      },
      now,
    );
    return { ...written, attemptId: attempt.id };
  }
  // The confirmation is written with the order: sent after the commit, never lost to a crash.
  await enqueueMail(tx, { kind: 'order_confirmation', orderId: order.id }, now);
  return { ...written, attemptId: null };
}

/** 409 order_total_changed: the total seen and the server's, and the server's amounts for the page to show. */
function totalChanged(seenCents: number, totals: Totals): AppError {
  return new AppError('order_total_changed', {
    message: `El total de tu pedido ha cambiado: era ${formatEuros(seenCents)} y ahora es ${formatEuros(totals.totalCents)}. Revisa el pedido y vuelve a confirmar.`,
    totals: {
      subtotal: totals.subtotalCents,
      discount: totals.discountCents,
      surcharge: totals.surchargeCents,
      shipping: totals.shippingCents,
      packaging: totals.packagingCents,
      total: totals.totalCents,
    },
  });
}
