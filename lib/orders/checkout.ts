import 'server-only';
import { db } from '@/lib/db';
import type { DeliveryType } from '@/lib/catalogue/constants';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { openState } from '@/lib/restaurants/hours';
import { deliverySlots, type Slot } from './slots';

export type CheckoutOptions = {
  restaurant: string;
  delivery_type: DeliveryType;
  is_open: boolean;
  closes_soon: boolean;
  closes_at: string | null;
  slots: Slot[];
  minimum_order: number;
  minimum_order_surcharge: number;
  shipping: number;
  alcohol_sale: { from: string | null; to: string | null };
  time_zone: string;
} | null;

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
  const shifts = restaurant.shifts[deliveryType];
  const state = openState(shifts, now, restaurant.timeZone);
  return {
    restaurant: restaurant.commercial_name,
    delivery_type: deliveryType,
    is_open: state.isOpen,
    closes_soon: state.closesSoon,
    closes_at: state.closesAt,
    slots: deliverySlots(shifts, deliveryType, now, restaurant.timeZone),
    minimum_order: restaurant.minimumOrderCents,
    minimum_order_surcharge: restaurant.minimumOrderSurchargeCents,
    shipping: restaurant.shippingCostCents,
    alcohol_sale: { from: restaurant.alcoholSaleFrom, to: restaurant.alcoholSaleTo },
    time_zone: restaurant.timeZone,
  };
}
