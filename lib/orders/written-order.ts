import 'server-only';
import type { OrderingRestaurant } from '@/lib/restaurants/queries';
import type { OrderDiscountWritten } from '@/lib/vocabulary/order-discount';
import type { OrderRow } from './queries';

// A new order as `orderSelect` (./queries.ts) would read it back, built from
// what placeOrder's transaction wrote: reading it back would be eight more
// queries (issue 11, docs/decisions/033). Every order the integration tests
// place is compared with GET /api/orders/{id} (tests/support/ordering.ts).

/** The order's own columns that orderSelect reads: written with these values, and answered with them. */
export type OrderColumns = Omit<
  OrderRow,
  'id' | 'cancelReason' | 'taxes' | 'invoices' | 'restaurant' | 'lines' | 'discounts' | 'statusChanges'
>;

/** A line's columns that orderSelect reads, as they were inserted. */
export type StoredLine = Omit<OrderRow['lines'][number], 'id'>;

export function writtenOrderRow(
  id: number,
  columns: OrderColumns,
  written: {
    restaurant: OrderingRestaurant;
    taxes: readonly { rate: number; baseCents: number; taxCents: number }[];
    /** The new lines' ids, ascending: ids grow in the order the lines were inserted. */
    lineIds: readonly number[];
    lines: readonly StoredLine[];
    discounts: readonly OrderDiscountWritten[];
  },
): OrderRow {
  const { restaurant } = written;
  return {
    id,
    ...columns,
    cancelReason: null,
    invoices: [],
    taxes: written.taxes
      .map(({ rate, baseCents, taxCents }) => ({ rate, baseCents, taxCents }))
      .sort((a, b) => a.rate - b.rate),
    restaurant: {
      slug: restaurant.slug,
      commercialName: restaurant.commercialName,
      address: restaurant.address,
      phone: restaurant.phone,
      timeZone: restaurant.timeZone,
      city: { name: restaurant.city.name },
    },
    lines: written.lineIds.map((lineId, index) => ({ id: lineId, ...written.lines[index]! })),
    discounts: [...written.discounts],
    statusChanges: [{ status: columns.status, note: null, createdAt: columns.createdAt }],
  };
}
