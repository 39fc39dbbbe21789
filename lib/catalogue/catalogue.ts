import 'server-only';
import { isWithinDailyMenuHours } from '@/lib/restaurants/hours';
import type { DeliveryType, ProductCategory } from '@/lib/vocabulary/catalogue';
import type { DbClient } from '@/lib/db';
import { findCatalogueRows } from './catalogue-query';
import { isComplete, toCatalogueProduct } from './reshape';
import { productPhoto } from './images';
import type { CatalogueProduct, CatalogueSection } from '@/lib/vocabulary/catalogue-types';

/**
 * The categories of GET /api/restaurant/{name}/{category} (spec section 7),
 * plus the two lists the client also keeps (repertoires, dailyMenus).
 */
export const API_CATEGORIES = {
  dishes: 'dish',
  burgers: 'burger',
  extras: 'extra',
  drinks: 'drink',
  desserts: 'dessert',
  soups: 'soup',
  starters: 'starter',
  salads: 'salad',
  specialties: 'specialty',
  menus: 'menu',
  combos: 'combo',
  coffees: 'coffee',
  repertoires: 'repertoire',
  dailyMenus: 'daily_menu',
} as const satisfies Record<string, ProductCategory>;
export type ApiCategory = keyof typeof API_CATEGORIES;

export function isApiCategory(value: string): value is ApiCategory {
  return Object.hasOwn(API_CATEGORIES, value);
}

const SECTION_OF_CATEGORY: Record<ProductCategory, CatalogueSection> = {
  specialty: 'specialties',
  burger: 'burgers',
  extra: 'extras',
  combo: 'combos',
  repertoire: 'repertoires',
  menu: 'menus',
  soup: 'soups',
  starter: 'starters',
  salad: 'salads',
  drink: 'drinks',
  dessert: 'desserts',
  coffee: 'coffees',
  daily_menu: 'dailyMenus',
  dish: 'dishes',
};

export function sectionOf(product: Pick<CatalogueProduct, 'category' | 'brandLine'>): CatalogueSection {
  return product.category === 'dish' && product.brandLine === 'lemon' ? 'lemon' : SECTION_OF_CATEGORY[product.category];
}

type OrderingRestaurant = { id: number; timeZone: string; closedKitchen: boolean };

/**
 * The products of some categories at a restaurant for a delivery type.
 * Coffees exist only for fast (an empty list otherwise); a closed kitchen
 * sells nothing; daily menus are listed but not orderable for a time outside
 * 8:00–16:00 (see servedAt).
 */
export async function listProducts(
  restaurant: OrderingRestaurant,
  deliveryType: DeliveryType,
  categories: readonly ProductCategory[],
  now: Date = new Date(),
  productIds?: readonly number[],
  client?: DbClient,
): Promise<CatalogueProduct[]> {
  if (restaurant.closedKitchen) return [];
  const products = await loadProducts(restaurant.id, deliveryType, categories, productIds, client);
  return atTime(products, restaurant.timeZone, servedAt(deliveryType, now));
}

/**
 * The time products are for, as far as the catalogue and the cart can know:
 * fast service is now; delivery and takeaway are for the time chosen at
 * checkout, not yet known (null), so a customer at 20:00 can put tomorrow's
 * lunch menu in the cart and checkout offers only the times it is served.
 */
export function servedAt(deliveryType: DeliveryType, now: Date): Date | null {
  return deliveryType === 'fast' ? now : null;
}

/** The products as the database has them now, before the time of day is applied (what the cache keeps). */
export async function loadProducts(
  restaurantId: number,
  deliveryType: DeliveryType,
  categories: readonly ProductCategory[],
  productIds?: readonly number[],
  client?: DbClient,
): Promise<CatalogueProduct[]> {
  const wanted = deliveryType === 'fast' ? categories : categories.filter((category) => category !== 'coffee');
  if (wanted.length === 0) return [];
  const rows = await findCatalogueRows(restaurantId, deliveryType, wanted, productIds, client);
  return rows.filter(isComplete).map((row) => toCatalogueProduct(row, productPhoto(row.slug, row)));
}

/** Daily menus cannot be ordered for a time outside their hours; with no time yet (null), anything goes. */
export function atTime(products: CatalogueProduct[], timeZone: string, when: Date | null): CatalogueProduct[] {
  if (when === null || isWithinDailyMenuHours(when, timeZone)) return products;
  return products.map((product) =>
    product.category === 'daily_menu'
      ? { ...product, orderable: false, unavailableReason: 'daily_menu_hours' as const }
      : product,
  );
}
