import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { orderableProducts } from '@/lib/catalogue/cache';
import { servedAt } from '@/lib/catalogue/catalogue';
import { productPhoto } from '@/lib/catalogue/images';
import type { Photo } from '@/lib/vocabulary/photos';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import {
  MAX_PRODUCT_QUANTITY,
  carriesAlcohol,
  plainSelection,
  priceSelection,
  PricingError,
  selectionProblems,
  toSelectionJson,
  type ProductSelection,
  type SelectionJson,
} from '@/lib/pricing/product-price';
import { readStoredSelection } from '@/lib/pricing/selection-schema';
import { selectionKindOf, type DeliveryType, type ProductCategory } from '@/lib/vocabulary/catalogue';
import { getOrderingRestaurant, type OrderingRestaurant } from '@/lib/restaurants/queries';
import { getSetting } from '@/lib/settings/store';
import { isUniqueViolation } from '@/lib/api/prisma-errors';
import { assertChildrensMenus, childNames } from '@/lib/users/children';
import { describeSelection } from '@/lib/pricing/describe-selection';
import { quantityOverLimit, tableOutOfRange } from './limits';
import { lineTaxSplit } from '@/lib/tax/line-tax';

// The cart of the spec (section 3, 4, 7): one delivery type, restaurant and
// table per cart; the same product with the same selection raises the
// quantity; every price is the server's, recomputed at today's prices.

export type CartContext = { deliveryType: DeliveryType; restaurant: string; tableNumber: number | null };

export type CartItemResource = {
  id: number;
  product: {
    product_id: number;
    quantity: number;
    name: string;
    category: string;
    selection: SelectionJson;
    /** The cart line's thumbnail. */
    photo: Photo | null;
  };
  quantity: number;
  unit_price: number;
  total_price: number;
  delivery_type: DeliveryType;
  restaurant: string;
  restaurant_id: number;
  table_number: number | null;
  available: boolean;
  /** Contains alcohol (the product, or an alcoholic drink chosen in it): checkout warns outside alcohol sale hours. */
  is_alcoholic: boolean;
  /** What was chosen, in words (lib/pricing/describe-selection.ts): "Sin lechuga", "Salsa: kétchup". */
  details: string[];
  /** The line's total split by IVA rate for its delivery type (lib/tax/line-tax.ts). */
  tax_split: { rate: number; amount: number }[];
  /** Single-use containers the line needs when taken away (Ley 7/2022 art. 55). */
  packaging_units: number;
};

/** The stored JSON of one unit of the selection, and its key: equal selections, equal keys. */
export function selectionKey(selection: ProductSelection): { stored: string; key: string } {
  const stored = JSON.stringify(toSelectionJson({ ...selection, quantity: 1 }));
  return { stored, key: createHash('sha256').update(stored).digest('hex').slice(0, 32) };
}

/**
 * The restaurant of a cart call, checked against the context: it must serve
 * the delivery type, and a table exists only for fast service, within the
 * restaurant's tables. The context is normalised (no table outside fast).
 */
async function orderingRestaurant(context: CartContext, version: string): Promise<OrderingRestaurant> {
  const restaurant = await getOrderingRestaurant(context.restaurant, db, version);
  if (!restaurant) throw new AppError('restaurant_not_found');
  if (restaurant.closedKitchen) throw new AppError('kitchen_closed');
  if (restaurant.shifts[context.deliveryType].length === 0) throw new AppError('product_unavailable');
  if (context.deliveryType !== 'fast') context.tableNumber = null;
  else if (context.tableNumber !== null && context.tableNumber > restaurant.maxTableNumber) {
    throw tableOutOfRange(restaurant.maxTableNumber);
  }
  return restaurant;
}

/**
 * The catalogue's stamp, read once per cart call: the restaurant and products
 * kept in memory are checked against it, and one reading serves them all.
 */
const catalogueVersion = () => getSetting('catalogue_version');

/** The product as it can be ordered now, priced for this selection; else the Spanish reason. */
async function priced(
  restaurant: OrderingRestaurant,
  deliveryType: DeliveryType,
  selection: ProductSelection,
  version: string,
) {
  const products = await orderableProducts(restaurant, deliveryType, [selection.productId], undefined, db, version);
  const product = products.get(selection.productId);
  if (!product || !product.orderable) throw new AppError('product_unavailable');
  return { product, selection, unitCents: priceOrFail(product, selection) };
}

function priceOrFail(product: CatalogueProduct, selection: ProductSelection): number {
  try {
    const problems = selectionProblems(product, selection);
    if (problems.length) throw new PricingError(problems.join(' '));
    return priceSelection(product, { ...selection, quantity: 1 }).unitCents;
  } catch (error) {
    if (error instanceof PricingError)
      throw new AppError('validation_failed', { errors: { products: [error.message] } });
    throw error;
  }
}

/** A cart holds one delivery type, restaurant and table: anything else is refused, not mixed. */
async function assertSameContext(userId: number, restaurantId: number, context: CartContext, exceptItemId?: number) {
  const other = await db.cartItem.findFirst({
    where: {
      userId,
      ...(exceptItemId ? { id: { not: exceptItemId } } : {}),
      OR: [
        { restaurantId: { not: restaurantId } },
        { deliveryType: { not: context.deliveryType } },
        context.tableNumber === null
          ? { tableNumber: { not: null } }
          : { OR: [{ tableNumber: null }, { tableNumber: { not: context.tableNumber } }] },
      ],
    },
    select: { id: true },
  });
  if (other) throw new AppError('cart_conflict');
}

/** POST /api/cart: adds a product as composed; the same selection again raises its quantity. */
export async function addToCart(
  userId: number,
  context: CartContext,
  input: ProductSelection,
): Promise<CartItemResource> {
  const version = await catalogueVersion();
  const restaurant = await orderingRestaurant(context, version);
  const { product, selection, unitCents } = await priced(restaurant, context.deliveryType, input, version);
  await assertChildrensMenus(db, userId, [{ product, selection }]);
  await assertSameContext(userId, restaurant.id, context);
  const { stored, key } = selectionKey(selection);
  const units = selection.quantity;
  if (units > MAX_PRODUCT_QUANTITY) throw quantityOverLimit();
  const line = { userId, productId: product.id, selectionKey: key };
  let created: number | null = null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // The same selection raises its line, only while it stays within the limit (conditional: two adds at once count both).
    const raised = await db.cartItem.updateMany({
      where: { ...line, quantity: { lte: MAX_PRODUCT_QUANTITY - units } },
      data: { quantity: { increment: units }, unitPriceCents: unitCents },
    });
    if (raised.count === 1) break;
    if (await db.cartItem.findFirst({ where: line, select: { id: true } })) throw quantityOverLimit();
    try {
      const row = await db.cartItem.create({
        data: {
          ...line,
          restaurantId: restaurant.id,
          deliveryType: context.deliveryType,
          tableNumber: context.tableNumber,
          quantity: units,
          selection: stored,
          unitPriceCents: unitCents,
        },
        select: { id: true },
      });
      created = row.id;
      break;
    } catch (error) {
      // Created by a simultaneous add of the same selection: raise that line instead.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
  const itemId = created ?? (await db.cartItem.findFirstOrThrow({ where: line, select: { id: true } })).id;
  return findItem(userId, itemId, version);
}

/** PUT /api/cart/{id}: a new selection and quantity for one of the user's own lines. */
export async function updateCartItem(
  userId: number,
  itemId: number,
  context: CartContext,
  input: ProductSelection,
): Promise<CartItemResource> {
  const existing = await db.cartItem.findFirst({
    where: { id: itemId, userId },
    select: { id: true, tableNumber: true },
  });
  if (!existing) throw new AppError('not_found', { message: 'Ese producto ya no está en tu pedido.' });
  const version = await catalogueVersion();
  const restaurant = await orderingRestaurant(context, version);
  const full = { ...context, tableNumber: context.tableNumber ?? existing.tableNumber };
  const { product, selection, unitCents } = await priced(restaurant, full.deliveryType, input, version);
  await assertChildrensMenus(db, userId, [{ product, selection }]);
  // The line itself counts: PUT changes its selection, never the cart's restaurant, delivery type or table.
  await assertSameContext(userId, restaurant.id, full);
  const { stored, key } = selectionKey(selection);
  const twin = await db.cartItem.findFirst({
    where: { userId, productId: product.id, selectionKey: key, id: { not: itemId } },
    select: { id: true, quantity: true },
  });
  if (selection.quantity > MAX_PRODUCT_QUANTITY) throw quantityOverLimit();
  if (twin) {
    // The edit made it equal to another line: merge them, within the limit.
    if (twin.quantity + selection.quantity > MAX_PRODUCT_QUANTITY) throw quantityOverLimit();
    await db.$transaction([
      db.cartItem.update({
        where: { id: twin.id },
        data: { quantity: twin.quantity + selection.quantity, unitPriceCents: unitCents },
      }),
      db.cartItem.delete({ where: { id: itemId } }),
    ]);
    return findItem(userId, twin.id, version);
  }
  await db.cartItem.update({
    where: { id: itemId },
    data: {
      productId: product.id,
      quantity: selection.quantity,
      selection: stored,
      selectionKey: key,
      unitPriceCents: unitCents,
    },
  });
  return findItem(userId, itemId, version);
}

/** Sets a line's quantity; 0 removes it. */
export async function setCartItemQuantity(userId: number, itemId: number, quantity: number): Promise<void> {
  const existing = await db.cartItem.findFirst({ where: { id: itemId, userId }, select: { id: true } });
  if (!existing) throw new AppError('not_found', { message: 'Ese producto ya no está en tu pedido.' });
  if (quantity > MAX_PRODUCT_QUANTITY) throw quantityOverLimit();
  if (quantity <= 0) await db.cartItem.delete({ where: { id: itemId } });
  else await db.cartItem.update({ where: { id: itemId }, data: { quantity } });
}

/** POST /api/cart/add-extra: sets an extra's quantity in the cart; 0 removes it. */
export async function setCartExtra(
  userId: number,
  context: CartContext,
  productId: number,
  quantity: number,
): Promise<CartItemResource | null> {
  const version = await catalogueVersion();
  const restaurant = await orderingRestaurant(context, version);
  const products = await orderableProducts(restaurant, context.deliveryType, [productId], undefined, db, version);
  const product = products.get(productId);
  if (!product || !product.orderable || product.category !== 'extra') throw new AppError('product_unavailable');
  if (quantity > MAX_PRODUCT_QUANTITY) throw quantityOverLimit();
  const selection = plainSelection('extra', productId);
  const { stored, key } = selectionKey(selection);
  if (quantity <= 0) {
    await db.cartItem.deleteMany({ where: { userId, productId, selectionKey: key } });
    return null;
  }
  await assertSameContext(userId, restaurant.id, context);
  const item = await db.cartItem.upsert({
    where: { userId_productId_selectionKey: { userId, productId, selectionKey: key } },
    create: {
      userId,
      productId,
      restaurantId: restaurant.id,
      deliveryType: context.deliveryType,
      tableNumber: context.tableNumber,
      quantity,
      selection: stored,
      selectionKey: key,
      unitPriceCents: priceOrFail(product, selection),
    },
    update: { quantity },
    select: { id: true },
  });
  return findItem(userId, item.id, version);
}

/** POST /api/cart/empty: clears items (and with them the cart's delivery type and table). */
export async function emptyCart(userId: number): Promise<void> {
  await db.cartItem.deleteMany({ where: { userId } });
}

async function findItem(userId: number, itemId: number, version: string): Promise<CartItemResource> {
  const item = (await getCart(userId, new Date(), version)).find((candidate) => candidate.id === itemId);
  if (!item) throw new AppError('not_found');
  return item;
}

/**
 * GET /api/cart: the lines at today's prices. A product no longer sold shows
 * with available: false (and its last price) so the customer can remove it.
 */
export async function getCart(
  userId: number,
  now: Date = new Date(),
  /** The catalogue's stamp when the caller has just read it. */
  version?: string,
): Promise<CartItemResource[]> {
  const rows = await db.cartItem.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      productId: true,
      quantity: true,
      selection: true,
      unitPriceCents: true,
      deliveryType: true,
      tableNumber: true,
      restaurant: { select: { id: true, slug: true } },
      product: { select: { slug: true, name: true, category: true, imageUrl: true, imageColor: true } },
    },
  });
  const first = rows[0];
  if (!first) return [];
  version ??= await catalogueVersion();
  const restaurant = await getOrderingRestaurant(first.restaurant.slug, db, version);
  const deliveryType = first.deliveryType as DeliveryType;
  const products = restaurant
    ? await orderableProducts(
        restaurant,
        deliveryType,
        [...new Set(rows.map((row) => row.productId))],
        servedAt(deliveryType, now),
        db,
        version,
      )
    : new Map<number, CatalogueProduct>();
  const selections = rows.map((row) => readStoredSelection(row.selection));
  const children = await childNames(
    userId,
    selections.flatMap((selection) => (selection?.childId ? [selection.childId] : [])),
  );
  return rows.map((row, index) => {
    const stored = selections[index] ?? null;
    const selection = stored ?? plainSelection(selectionKindOf(row.product.category as ProductCategory), row.productId);
    const product = products.get(row.productId);
    let unit = row.unitPriceCents;
    let available = Boolean(product?.orderable) && stored !== null;
    if (product && available) {
      try {
        unit = priceSelection(product, { ...selection, quantity: 1 }).unitCents;
      } catch {
        available = false;
      }
    }
    return {
      id: row.id,
      product: {
        product_id: row.productId,
        quantity: row.quantity,
        name: row.product.name,
        category: row.product.category,
        selection: toSelectionJson(selection),
        photo: productPhoto(row.product.slug, row.product),
      },
      quantity: row.quantity,
      unit_price: unit,
      total_price: unit * row.quantity,
      delivery_type: deliveryType,
      restaurant: row.restaurant.slug,
      restaurant_id: row.restaurant.id,
      table_number: row.tableNumber,
      available,
      is_alcoholic: product ? carriesAlcohol(product, selection) : false,
      details: product ? describeSelection(product, selection, children.get(selection.childId ?? -1)) : [],
      tax_split: product
        ? lineTaxSplit(product, selection, unit * row.quantity, deliveryType).map((share) => ({
            rate: share.rate,
            amount: share.grossCents,
          }))
        : [],
      packaging_units: (product?.packagingUnits ?? 0) * row.quantity,
    };
  });
}
