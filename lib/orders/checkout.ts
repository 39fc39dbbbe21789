import 'server-only';
import { db } from '@/lib/db';
import { DAILY_MENU_HOURS, type DeliveryType } from '@/lib/vocabulary/catalogue';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import type { Slot } from './slots';
import { orderTimes } from './slot-capacity';
import { checkPromotion } from '@/lib/promotions/rules';
import { packagingPrice } from '@/lib/tax/packaging';

export type CheckoutOptions = {
  restaurant: string;
  delivery_type: DeliveryType;
  is_open: boolean;
  /** When an order placed now "as soon as possible" should be ready or arrive (ISO), counting the kitchen's queue; null when closed. */
  asap_estimate: string | null;
  /** Delivery paused by the restaurant until then (ISO), else null. */
  paused_until: string | null;
  closes_soon: boolean;
  closes_at: string | null;
  slots: Slot[];
  /** When the cart holds a daily menu, the hours it is served (only those slots are offered), else null. */
  daily_menu_hours: { from: string; to: string } | null;
  minimum_order: number;
  minimum_order_surcharge: number;
  shipping: number;
  alcohol_sale: { from: string | null; to: string | null };
  time_zone: string;
  /** The single-use packaging line of takeaway and delivery: price per unit and IVA rate (decision 028). */
  packaging: { unit_price: number; tax_rate: number };
  /** Automatic promotions this customer may get for this delivery type; each applies from its minimum subtotal. */
  automatic_promotions: AutomaticPromotion[];
} | null;

export type AutomaticPromotion = { id: number; name: string; kind: string; value: number; min_subtotal_cents: number };

/** What checkout needs for the cart's restaurant and delivery type; null for an empty cart. */
export async function checkoutOptions(userId: number, now: Date = new Date()): Promise<CheckoutOptions> {
  const first = await db.cartItem.findFirst({
    where: { userId },
    orderBy: { id: 'asc' },
    select: { deliveryType: true, restaurant: { select: { slug: true } } },
  });
  if (!first) return null;
  const restaurant = await getOrderingRestaurant(first.restaurant.slug);
  if (!restaurant) return null;
  const deliveryType = first.deliveryType as DeliveryType;
  const hasDailyMenu = (await db.cartItem.count({ where: { userId, product: { category: 'daily_menu' } } })) > 0;
  const { state, scheduling, asapAllowed, asapAt, slots } = await orderTimes(restaurant, deliveryType, now, {
    hasDailyMenu,
  });
  const automatic = await automaticPromotionsFor(userId, deliveryType, now);
  const packaging = await packagingPrice();
  return {
    restaurant: restaurant.commercialName,
    delivery_type: deliveryType,
    // Paused delivery: no "as soon as possible", only the slots after the pause.
    is_open: asapAllowed,
    asap_estimate: asapAt?.toISOString() ?? null,
    paused_until: scheduling.pausedUntil?.toISOString() ?? null,
    closes_soon: state.closesSoon,
    closes_at: state.closesAt,
    slots,
    daily_menu_hours: hasDailyMenu
      ? { from: DAILY_MENU_HOURS.from.slice(0, 5), to: DAILY_MENU_HOURS.to.slice(0, 5) }
      : null,
    minimum_order: restaurant.minimumOrderCents,
    minimum_order_surcharge: restaurant.minimumOrderSurchargeCents,
    shipping: restaurant.shippingCostCents,
    alcohol_sale: { from: restaurant.alcoholSaleFrom, to: restaurant.alcoholSaleTo },
    time_zone: restaurant.timeZone,
    packaging: { unit_price: packaging.unitCents, tax_rate: packaging.rate },
    automatic_promotions: automatic,
  };
}

/** The automatic promotions every condition but the minimum allows (the subtotal can still change). */
async function automaticPromotionsFor(
  userId: number,
  deliveryType: DeliveryType,
  now: Date,
): Promise<AutomaticPromotion[]> {
  const rows = await db.promotion.findMany({
    where: { isAutomatic: true, active: true },
    include: { deliveryTypes: { select: { deliveryType: true } } },
  });
  const customerOrders = await db.order.count({ where: { userId, status: { not: 'cancelled' } } });
  const result: AutomaticPromotion[] = [];
  for (const row of rows) {
    const rule = { ...row, deliveryTypes: row.deliveryTypes.map((entry) => entry.deliveryType as DeliveryType) };
    const customerUses = await db.promotionRedemption.count({ where: { promotionId: row.id, userId } });
    const check = checkPromotion(rule, {
      deliveryType,
      subtotalCents: row.minSubtotalCents,
      now,
      customerUses,
      customerOrders,
    });
    if (check.ok)
      result.push({
        id: row.id,
        name: row.name,
        kind: row.kind,
        value: row.value,
        min_subtotal_cents: row.minSubtotalCents,
      });
  }
  return result;
}
