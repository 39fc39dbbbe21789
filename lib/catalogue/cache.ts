import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { getSetting } from '@/lib/site/settings';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { CATALOGUE_SECTIONS, type CatalogueProduct, type CatalogueSection } from '@/lib/vocabulary/catalogue-types';
import { API_CATEGORIES, atTime, loadProducts, sectionOf, servedAt, type ApiCategory } from './catalogue';
import { productJson } from './product-json';

// The catalogue of each restaurant × delivery type, built once and served
// from memory until it changes (issue 11). What changes it calls
// revalidateCatalogue() (lib/site/settings.ts), which stamps a new version in the database: every
// process compares that stamp (one primary-key read) before using its copy,
// so a change is seen on the next request everywhere. A product or an
// ingredient taken off until a time makes the copy expire at that time. The
// order uses the copy too (orderableProducts): it reads the stamp inside its
// write transaction, and every change writes its stamp in the same
// transaction as itself, so a copy of that stamp is what the database holds.

type Restaurant = { id: number; timeZone: string; closedKitchen: boolean };
type Entry = { version: string; expiresAt: number; products: CatalogueProduct[]; json: Map<string, string> };

/** Longest a copy lives without a change, as a safety net. */
const MAX_AGE_MS = 10 * 60_000;
const store: Map<string, Entry> = ((globalThis as { __catalogueCache?: Map<string, Entry> }).__catalogueCache ??=
  new Map());

/** When something taken off at the restaurant comes back by itself; Infinity if nothing will. */
async function nextComeback(restaurantId: number, now: Date, client: DbClient): Promise<number> {
  const [product, ingredient] = await Promise.all([
    client.restaurantProduct.aggregate({
      where: { restaurantId, isAvailable: false, unavailableUntil: { gt: now } },
      _min: { unavailableUntil: true },
    }),
    client.restaurantIngredientOff.aggregate({ where: { restaurantId, until: { gt: now } }, _min: { until: true } }),
  ]);
  const times = [product._min.unavailableUntil, ingredient._min.until].filter((date): date is Date => date !== null);
  return times.length ? Math.min(...times.map((date) => date.getTime())) : Infinity;
}

/** The copy of `version`, built from `client` (a transaction, for the order) when there is none. */
async function entryFor(
  restaurant: Restaurant,
  deliveryType: DeliveryType,
  now: Date,
  version?: string,
  client: DbClient = db,
): Promise<Entry> {
  const key = `${restaurant.id}:${deliveryType}`;
  version ??= await getSetting('catalogue_version', client);
  const found = store.get(key);
  if (found && found.version === version && found.expiresAt > now.getTime()) return found;
  const [products, comeback] = await Promise.all([
    loadProducts(restaurant.id, deliveryType, Object.values(API_CATEGORIES), undefined, client),
    nextComeback(restaurant.id, now, client),
  ]);
  const entry = { version, expiresAt: Math.min(now.getTime() + MAX_AGE_MS, comeback), products, json: new Map() };
  store.set(key, entry);
  return entry;
}

/**
 * Products by id as sold at `when` at the restaurant for the delivery type
 * (null: for a time not chosen yet, see servedAt): what is not in the map
 * cannot be ordered. The cart asks outside any transaction; the order passes
 * its write transaction as `client`, so the stamp it compares is the one its
 * writes will commit against.
 */
export async function orderableProducts(
  restaurant: Restaurant,
  deliveryType: DeliveryType,
  productIds: readonly number[],
  when: Date | null = servedAt(deliveryType, new Date()),
  client: DbClient = db,
  version?: string,
): Promise<Map<number, CatalogueProduct>> {
  if (restaurant.closedKitchen) return new Map();
  const wanted = new Set(productIds);
  const { products } = await entryFor(restaurant, deliveryType, new Date(), version, client);
  const sold = atTime(
    products.filter((product) => wanted.has(product.id)),
    restaurant.timeZone,
    when,
  );
  return new Map(sold.map((product) => [product.id, product]));
}

/** Every product of the restaurant for the delivery type, as sold now (a closed kitchen sells nothing). */
export async function cachedProducts(
  restaurant: Restaurant,
  deliveryType: DeliveryType,
  now: Date = new Date(),
): Promise<CatalogueProduct[]> {
  if (restaurant.closedKitchen) return [];
  return atTime(
    (await entryFor(restaurant, deliveryType, now)).products,
    restaurant.timeZone,
    servedAt(deliveryType, now),
  );
}

export type Catalogue = Record<CatalogueSection, CatalogueProduct[]>;

/** The whole catalogue, by section in the spec's order. */
export async function getCatalogue(
  restaurant: Restaurant,
  deliveryType: DeliveryType,
  now: Date = new Date(),
): Promise<Catalogue> {
  const catalogue = Object.fromEntries(CATALOGUE_SECTIONS.map((section) => [section, []])) as unknown as Catalogue;
  for (const product of await cachedProducts(restaurant, deliveryType, now))
    catalogue[sectionOf(product)].push(product);
  return catalogue;
}

type KnownRestaurant = { version: string; restaurant: Restaurant | null };
const restaurants: Map<string, KnownRestaurant> = ((
  globalThis as { __catalogueRestaurants?: Map<string, KnownRestaurant> }
).__catalogueRestaurants ??= new Map());

/**
 * What the catalogue needs of an active restaurant, by slug, from the same
 * versioned copy: closing the kitchen (lib/restaurants/controls.ts) revalidates.
 */
async function catalogueRestaurant(slug: string, version: string): Promise<Restaurant | null> {
  const found = restaurants.get(slug);
  if (found && found.version === version) return found.restaurant;
  if (restaurants.size > 1000) restaurants.clear();
  const restaurant = await db.restaurant.findFirst({
    where: { slug, active: true },
    select: { id: true, timeZone: true, closedKitchen: true },
  });
  restaurants.set(slug, { version, restaurant });
  return restaurant;
}

/**
 * The body of GET /api/restaurant/{name}/{category}: `{data: [product]}`,
 * serialised once per version (the stamp `version` the request read with
 * its settings); null for an unknown restaurant. No query when the copy is current.
 */
export async function categoryJsonBySlug(
  slug: string,
  deliveryType: DeliveryType,
  category: ApiCategory,
  version: string,
  now: Date = new Date(),
): Promise<string | null> {
  const restaurant = await catalogueRestaurant(slug, version);
  return restaurant ? categoryJson(restaurant, deliveryType, category, now, version) : null;
}

async function categoryJson(
  restaurant: Restaurant,
  deliveryType: DeliveryType,
  category: ApiCategory,
  now: Date,
  version: string,
): Promise<string> {
  const serialise = (products: CatalogueProduct[]) =>
    JSON.stringify({
      data: products.filter((product) => product.category === API_CATEGORIES[category]).map(productJson),
    });
  if (restaurant.closedKitchen) return serialise([]);
  const entry = await entryFor(restaurant, deliveryType, now, version);
  // Daily menus depend on the time of day: serialised per request (a short list).
  if (category === 'dailyMenus')
    return serialise(atTime(entry.products, restaurant.timeZone, servedAt(deliveryType, now)));
  let body = entry.json.get(category);
  if (body === undefined) {
    body = serialise(entry.products);
    entry.json.set(category, body);
  }
  return body;
}
