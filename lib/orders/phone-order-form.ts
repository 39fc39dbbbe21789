import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { listProducts } from '@/lib/catalogue/catalogue';
import { API_CATEGORIES } from '@/lib/catalogue/catalogue';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { plainSelection, selectionProblems } from '@/lib/pricing/selection';
import { accessibleRestaurant, type Actor } from '@/lib/staff/access';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { selectionKindOf, type DeliveryType } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import type { Slot } from './slots';
import { orderTimes } from './slot-capacity';
import { addressLine } from './address-text';

// What the phone-order form (/admin/pedidos/nuevo) offers: the products that
// can be ordered now, the times, and a customer's saved addresses found by
// e-mail. A product with choices (a menu) or with parts to change (a burger
// without onion, a sauce more) comes with what the catalogue's builder needs.

export type PhoneOrderProduct = {
  id: number;
  kind: string;
  name: string;
  category: string;
  price_cents: number;
  /** Cannot be ordered as it comes: a choice is left to make (a menu's courses). */
  needs_choices: boolean;
  /** Has parts, choices or options to change in the builder. */
  customizable: boolean;
};
export type PhoneOrderForm = {
  products: PhoneOrderProduct[];
  /** The customizable products, whole, for the builder (the page's props, never an API's JSON). */
  builder: CatalogueProduct[];
  slots: Slot[];
  /** "As soon as possible" is offered (open, delivery not paused). */
  is_open: boolean;
  /** When an order taken now "as soon as possible" should be ready (ISO), counting the kitchen's queue. */
  asap_estimate: string | null;
  /** The restaurant's, for every time shown. */
  time_zone: string;
};

const INACTIVE = 'Este restaurante está desactivado: no admite pedidos.';

export async function phoneOrderForm(
  actor: Actor,
  slug: string,
  deliveryType: DeliveryType,
  now: Date = new Date(),
): Promise<PhoneOrderForm> {
  await accessibleRestaurant(actor, slug);
  const restaurant = await getOrderingRestaurant(slug);
  // A switched-off restaurant takes no orders, by phone either (it crashed here: security review).
  if (!restaurant) throw new AppError('restaurant_not_found', { message: INACTIVE });
  const products = await listProducts(restaurant, deliveryType, Object.values(API_CATEGORIES), now);
  const { asapAllowed, asapAt, slots } = await orderTimes(restaurant, deliveryType, now);
  const orderable = products.filter((product) => product.orderable);
  const isCustomizable = (product: CatalogueProduct) =>
    product.ingredients.length + product.sauces.length + product.extraOptions.length + product.components.length > 0;
  return {
    products: orderable.map((product) => ({
      id: product.id,
      kind: selectionKindOf(product.category),
      name: product.name,
      category: product.category,
      price_cents: product.priceCents,
      needs_choices:
        selectionProblems(product, plainSelection(selectionKindOf(product.category), product.id)).length > 0,
      customizable: isCustomizable(product),
    })),
    builder: orderable.filter(isCustomizable),
    slots,
    is_open: asapAllowed,
    asap_estimate: asapAt?.toISOString() ?? null,
    time_zone: restaurant.timeZone,
  };
}

/**
 * GET /api/admin/customers?restaurant=&email= or &phone=: who is calling, with
 * their saved addresses that the restaurant delivers to (staff of that
 * restaurant). A phone shared by several accounts finds none: staff then ask
 * for the e-mail. Limited per member of staff, so the customer base cannot be
 * read by looping over phone numbers (security review).
 */
export async function findCustomerForPhoneOrder(actor: Actor, slug: string, by: { email: string } | { phone: string }) {
  const restaurant = await accessibleRestaurant(actor, slug);
  await hitRateLimit(`customer-lookup:${actor.id}`, RATE_LIMITS.customerLookup);
  const delivered = await db.restaurantPostalCode.findMany({
    where: { restaurantId: restaurant.id },
    select: { postalCode: true },
  });
  const where =
    'email' in by
      ? { email: by.email.trim().toLowerCase() }
      : { phone: { in: [by.phone, `+34${by.phone}`, `0034${by.phone}`] } };
  const users = await db.user.findMany({
    where: { ...where, role: 'customer' },
    take: 2,
    select: {
      email: true,
      name: true,
      phone: true,
      addresses: {
        where: { postalCode: { in: delivered.map((code) => code.postalCode) } },
        orderBy: [{ isDefault: 'desc' }, { id: 'asc' }],
        select: { id: true, street: true, number: true, floor: true, door: true, postalCode: true, town: true },
      },
    },
  });
  if (users.length > 1) {
    throw new AppError('validation_failed', {
      errors: { customer_email: ['Hay varios clientes con ese teléfono: pide su correo.'] },
    });
  }
  const user = users[0];
  if (!user) return null;
  return {
    email: user.email,
    name: user.name,
    phone: user.phone,
    addresses: user.addresses.map((address) => ({
      id: address.id,
      // With the floor and door: two flats of one building must not read the same.
      label: addressLine({ ...address, postal_code: address.postalCode }),
    })),
  };
}
