import { SEEN_BY_RESTAURANT } from '@/lib/vocabulary/payment-methods';
import 'server-only';
import { db } from '@/lib/db';
import { databaseProvider } from '@/lib/db/url';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { can, type Permission } from '@/lib/auth/permissions';
import { accessibleRestaurant, restaurantScope, type Actor } from '@/lib/staff/access';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';
import { localDays, localRange } from './dates';
import type { GroupBy, SalesQuery } from './query';
import { groupLabel, reportRow, SALE_STATUSES, sortRows, totalsOf, type ReportFigures } from './summary';
import { LEGACY_TAX_ORDER, legacyOrderTaxes, taxBreakdown, type TaxAmounts, type TaxBreakdown } from './taxes';
import type { SalesReport, TopProduct } from './types';

// Sales reports (issue 14, scope 8), computed by the database: a few
// aggregate queries, never the orders themselves (a busy month is ~30 000).
// Every query names the restaurants it covers, so SQLite walks the
// (restaurantId, createdAt) index instead of the whole table. Managers see
// the chain; staff the restaurants they are bound to.

export const TOP_PRODUCTS = 10;

/** Staff read their own restaurants' numbers, managers the chain's (decision 025; decision 041). */
export const REPORTS_PERMISSION = 'orders.manage' satisfies Permission;

type ReportRestaurant = { id: number; slug: string; name: string };

const RESTAURANT_ORDER = [{ city: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }] as const;

/** The restaurants `actor` may see in reports (closed ones too: their past sales count), for the page's picker. */
export async function reportRestaurants(actor: Actor): Promise<ReportRestaurant[]> {
  if (!can(actor.role, REPORTS_PERMISSION)) return [];
  const rows = await db.restaurant.findMany({
    where: restaurantScope(actor),
    orderBy: [...RESTAURANT_ORDER],
    select: { id: true, slug: true, commercialName: true },
  });
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.commercialName }));
}

/** The restaurants a report covers: the one asked for (another's: 403; unknown: 422), else all the actor's. */
async function coveredRestaurants(actor: Actor, slug: string | null): Promise<ReportRestaurant[]> {
  if (!can(actor.role, REPORTS_PERMISSION)) throw new AppError('forbidden');
  if (slug === null) return reportRestaurants(actor);
  try {
    const restaurant = await accessibleRestaurant(actor, slug, REPORTS_PERMISSION);
    return [{ id: restaurant.id, slug: restaurant.slug, name: restaurant.commercialName }];
  } catch (error) {
    if (error instanceof AppError && error.code === 'restaurant_not_found') {
      throw new AppError('validation_failed', { errors: { restaurant: ['Ese restaurante no existe.'] } });
    }
    throw error;
  }
}

type Grouped = { _count: { _all: number }; _sum: { totalCents: number | null; discountCents: number | null } };

const figuresOf = (group: Grouped): ReportFigures => ({
  orders: group._count._all,
  totalCents: group._sum.totalCents ?? 0,
  discountCents: group._sum.discountCents ?? 0,
});

const SUMS = { _count: { _all: true }, _sum: { totalCents: true, discountCents: true } } as const;

/** Sales by local day, every day of the range (a day without sales is a zero, not a gap). */
async function salesByDay(query: SalesQuery, ids: number[]): Promise<Map<string, ReportFigures>> {
  const days = localDays(query.from, query.to, DEFAULT_TIME_ZONE);
  // PostgreSQL types a bare parameter in VALUES as text; SQLite compares what it is given.
  const instant = (date: Date) =>
    databaseProvider() === 'postgresql' ? Prisma.sql`CAST(${date} AS TIMESTAMP(3))` : Prisma.sql`${date}`;
  const values = Prisma.join(
    days.map(({ day, start, end }) => Prisma.sql`(${day}, ${instant(start)}, ${instant(end)})`),
  );
  // The days drive the loop (CROSS JOIN keeps that order): for each, an index range per restaurant.
  const found = await db.$queryRaw<
    { day: string; orders: number | bigint; total: number | bigint; discount: number | bigint }[]
  >`
    WITH days(day, start_at, end_at) AS (VALUES ${values})
    SELECT days.day AS day, COUNT(o.id) AS orders,
           COALESCE(SUM(o."totalCents"), 0) AS total, COALESCE(SUM(o."discountCents"), 0) AS discount
    FROM days CROSS JOIN "Order" AS o
    WHERE o."restaurantId" IN (${Prisma.join(ids)})
      AND o."createdAt" >= days.start_at AND o."createdAt" < days.end_at
      AND o."status" IN (${Prisma.join(SALE_STATUSES)})
    GROUP BY days.day`;
  const byDay = new Map(days.map(({ day }) => [day, { orders: 0, totalCents: 0, discountCents: 0 }]));
  for (const row of found) {
    byDay.set(row.day, {
      orders: Number(row.orders),
      totalCents: Number(row.total),
      discountCents: Number(row.discount),
    });
  }
  return byDay;
}

async function salesBy(
  groupBy: GroupBy,
  query: SalesQuery,
  restaurants: ReportRestaurant[],
  where: Prisma.OrderWhereInput,
): Promise<Map<string, ReportFigures>> {
  const sales = { ...where, status: { in: [...SALE_STATUSES] } };
  switch (groupBy) {
    case 'day':
      return salesByDay(
        query,
        restaurants.map((restaurant) => restaurant.id),
      );
    case 'restaurant': {
      const slugs = new Map(restaurants.map((restaurant) => [restaurant.id, restaurant.slug]));
      const groups = await db.order.groupBy({ by: ['restaurantId'], where: sales, ...SUMS });
      return new Map(
        groups.map((group) => [slugs.get(group.restaurantId) ?? String(group.restaurantId), figuresOf(group)]),
      );
    }
    case 'type': {
      const groups = await db.order.groupBy({ by: ['deliveryType'], where: sales, ...SUMS });
      return new Map(groups.map((group) => [group.deliveryType, figuresOf(group)]));
    }
    case 'payment': {
      const groups = await db.order.groupBy({ by: ['paymentMethod'], where: sales, ...SUMS });
      return new Map(groups.map((group) => [group.paymentMethod, figuresOf(group)]));
    }
  }
}

/** The best sellers by units, then revenue (line totals as ordered, before the order's discounts). */
async function topProducts(where: Prisma.OrderWhereInput): Promise<TopProduct[]> {
  const groups = await db.orderLine.groupBy({
    by: ['productName'],
    where: { order: { is: { ...where, status: { in: [...SALE_STATUSES] } } } },
    _sum: { quantity: true, totalCents: true },
    orderBy: [{ _sum: { quantity: 'desc' } }, { _sum: { totalCents: 'desc' } }, { productName: 'asc' }],
    take: TOP_PRODUCTS,
  });
  return groups.map((group) => ({
    name: group.productName,
    units: group._sum.quantity ?? 0,
    revenueCents: group._sum.totalCents ?? 0,
  }));
}

/** Orders without stored IVA rows read at a time (only databases from before issue 16 have any). */
const LEGACY_BATCH = 500;

/**
 * The IVA of the same sales by rate (lib/admin/reports/taxes.ts): the database
 * adds up the base and quota each order keeps per rate; orders placed before
 * those were kept (none since issue 16) are read in batches and computed as
 * their tickets are.
 */
async function taxesByRate(where: Prisma.OrderWhereInput): Promise<TaxBreakdown> {
  const sales = { ...where, status: { in: [...SALE_STATUSES] } };
  const [stored, legacy] = await Promise.all([
    db.orderTax.groupBy({
      by: ['rate'],
      where: { order: { is: sales } },
      _sum: { baseCents: true, taxCents: true },
    }),
    legacyTaxes({ ...sales, totalCents: { gt: 0 }, taxes: { none: {} } }),
  ]);
  return taxBreakdown([
    ...stored.map((group) => ({
      rate: group.rate,
      baseCents: group._sum.baseCents ?? 0,
      taxCents: group._sum.taxCents ?? 0,
    })),
    ...legacy,
  ]);
}

async function legacyTaxes(where: Prisma.OrderWhereInput): Promise<TaxAmounts[]> {
  const amounts: TaxAmounts[] = [];
  for (let after = 0; ;) {
    const orders = await db.order.findMany({
      where: { ...where, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: LEGACY_BATCH,
      select: LEGACY_TAX_ORDER,
    });
    for (const order of orders) amounts.push(...legacyOrderTaxes(order));
    if (orders.length < LEGACY_BATCH) return amounts;
    after = orders[orders.length - 1]!.id;
  }
}

/** Orders placed in the range and cancelled, by reason (the same words typed twice are one reason). */
async function cancellations(where: Prisma.OrderWhereInput): Promise<SalesReport['cancellations']> {
  const groups = await db.order.groupBy({
    by: ['cancelReason'],
    // An online checkout abandoned before paying was never an order for the restaurant.
    where: { ...where, status: 'cancelled', ...SEEN_BY_RESTAURANT },
    _count: { _all: true },
  });
  const byReason = new Map<string | null, number>();
  for (const group of groups) {
    const reason = group.cancelReason?.trim() || null;
    byReason.set(reason, (byReason.get(reason) ?? 0) + group._count._all);
  }
  const reasons = [...byReason]
    .map(([reason, count]) => ({ reason, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        Number(a.reason === null) - Number(b.reason === null) ||
        (a.reason ?? '').localeCompare(b.reason ?? '', 'es'),
    );
  return { count: reasons.reduce((sum, entry) => sum + entry.count, 0), reasons };
}

/** The report of `query` as `actor` may see it: 403 for another's restaurant, 422 for an unknown one. */
export async function salesReport(actor: Actor, query: SalesQuery): Promise<SalesReport> {
  const restaurants = await coveredRestaurants(actor, query.restaurant);
  const chosen = query.restaurant === null ? null : { slug: restaurants[0]!.slug, name: restaurants[0]!.name };
  const empty: SalesReport = {
    from: query.from,
    to: query.to,
    restaurant: chosen,
    groupBy: query.groupBy,
    rows: [],
    totals: totalsOf([]),
    topProducts: [],
    cancellations: { count: 0, reasons: [] },
    taxes: taxBreakdown([]),
  };
  // A staff member bound to no restaurant sees nothing (and SQL has no empty IN list).
  if (restaurants.length === 0) return empty;

  const { start, end } = localRange(query.from, query.to, DEFAULT_TIME_ZONE);
  const where: Prisma.OrderWhereInput = {
    restaurantId: { in: restaurants.map((restaurant) => restaurant.id) },
    createdAt: { gte: start, lt: end },
  };
  const [groups, top, cancelled, taxes] = await Promise.all([
    salesBy(query.groupBy, query, restaurants, where),
    topProducts(where),
    cancellations(where),
    taxesByRate(where),
  ]);
  const names = new Map(restaurants.map((restaurant) => [restaurant.slug, restaurant.name]));
  const rows = sortRows(
    query.groupBy,
    [...groups].map(([key, figures]) => reportRow(key, groupLabel(query.groupBy, key, names), figures)),
  );
  return { ...empty, rows, totals: totalsOf(rows), topProducts: top, cancellations: cancelled, taxes };
}
