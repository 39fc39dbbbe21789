import 'server-only';
import { z } from 'zod';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getSetting } from '@/lib/site/settings';
import { notifyOrderChange } from '@/lib/live/order-events';
import { accessibleRestaurant, restaurantScope, type Actor } from '@/lib/staff/access';
import { DEFAULT_STATIONS, stationOf, type StationMap } from '@/lib/vocabulary/kitchen';
import type { SelectionJson } from '@/lib/pricing/selection';
import { describeLines } from './line-details';
import { tellCustomerOfChange } from './staff-orders';

// The kitchen display (/admin/cocina): the lines of accepted orders by
// station, oldest first. A cook crosses a line off; the first line crossed
// off starts the order's preparation, the last one makes it ready (each step
// written to the status history, as if staff had pressed it). "Recuperar"
// brings back a station's last crossed-off line while its order is not ready.

const COOKING = ['accepted', 'preparing'] as const;

const stationsSchema = z.record(z.string().min(1).max(40), z.array(z.string()).max(30));

export async function kitchenStations(): Promise<StationMap> {
  try {
    const raw = await getSetting('kitchen_stations');
    const parsed = stationsSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success && Object.keys(parsed.data).length > 0 ? (parsed.data as StationMap) : DEFAULT_STATIONS;
  } catch {
    return DEFAULT_STATIONS;
  }
}

export type KitchenLine = {
  id: number;
  order_id: string;
  order_number: string;
  delivery_type: string;
  table_number: number | null;
  name: string;
  quantity: number;
  details: string[];
  station: string;
  ordered_at: string;
  prepared_at: string | null;
  /** The order's note («una sin cebolla»): the cook reads it beside every line of the order. */
  observation: string | null;
  /** Allergies the customer declared in their account, as the board and the kitchen ticket show them. */
  customer_allergies: string[];
};

export type KitchenBoard = { stations: string[]; lines: KitchenLine[] };

/** Every line still to prepare at the restaurant, each with its station. */
export async function getKitchenBoard(actor: Actor, slug: string): Promise<KitchenBoard> {
  const restaurant = await accessibleRestaurant(actor, slug);
  const [stations, rows] = await Promise.all([
    kitchenStations(),
    db.orderLine.findMany({
      where: { preparedAt: null, order: { restaurantId: restaurant.id, status: { in: [...COOKING] } } },
      orderBy: [{ order: { createdAt: 'asc' } }, { id: 'asc' }],
      take: 300,
      select: {
        id: true,
        productId: true,
        productName: true,
        category: true,
        quantity: true,
        selection: true,
        details: true,
        preparedAt: true,
        order: {
          select: {
            publicId: true,
            number: true,
            deliveryType: true,
            tableNumber: true,
            createdAt: true,
            observation: true,
            user: { select: { allergens: { select: { allergen: { select: { name: true } } } } } },
          },
        },
      },
    }),
  ]);
  const details = await describeLines(
    rows.map((row) => ({
      productId: row.productId,
      selection: JSON.parse(row.selection) as SelectionJson,
      details: row.details,
    })),
  );
  return {
    stations: Object.keys(stations),
    lines: rows.map((row, index) => ({
      id: row.id,
      order_id: row.order.publicId,
      order_number: row.order.number,
      delivery_type: row.order.deliveryType,
      table_number: row.order.tableNumber,
      name: row.productName,
      quantity: row.quantity,
      details: details[index] ?? [],
      station: stationOf(stations, row.category),
      ordered_at: row.order.createdAt.toISOString(),
      prepared_at: row.preparedAt?.toISOString() ?? null,
      observation: row.order.observation || null,
      customer_allergies: row.order.user.allergens.map((entry) => entry.allergen.name),
    })),
  };
}

/** Crosses a line off (conditional: a line crossed twice answers 409); moves its order on as the kitchen goes. */
export async function prepareLine(actor: Actor, lineId: number, now: Date = new Date()): Promise<void> {
  const line = await db.orderLine.findFirst({
    where: { id: lineId, order: { restaurant: restaurantScope(actor) } },
    select: { id: true, orderId: true, order: { select: { status: true, restaurantId: true } } },
  });
  if (!line) throw new AppError('not_found', { message: 'Esa línea ya no está en la cocina.' });
  if (!(COOKING as readonly string[]).includes(line.order.status)) throw new AppError('order_status_conflict');
  const reached = await db.$transaction(async (tx) => {
    const crossed = await tx.orderLine.updateMany({
      where: { id: lineId, preparedAt: null },
      data: { preparedAt: now },
    });
    if (crossed.count !== 1) throw new AppError('order_status_conflict');
    const left = await tx.orderLine.count({ where: { orderId: line.orderId, preparedAt: null } });
    const steps = [
      ...(line.order.status === 'accepted' ? (['preparing'] as const) : []),
      ...(left === 0 ? (['ready'] as const) : []),
    ];
    let from = line.order.status;
    for (const status of steps) {
      const moved = await tx.order.updateMany({ where: { id: line.orderId, status: from }, data: { status } });
      if (moved.count !== 1) throw new AppError('order_status_conflict');
      await tx.orderStatusChange.create({
        data: { orderId: line.orderId, status, note: 'Cocina', changedById: actor.id, createdAt: now },
      });
      from = status;
    }
    return from;
  });
  notifyOrderChange(line.order.restaurantId);
  if (reached === 'ready') await tellCustomerOfChange(line.orderId, 'preparing');
}

/** "Recuperar": the station's most recently crossed-off line comes back, while its order is still cooking. */
export async function recallLine(actor: Actor, slug: string, station: string): Promise<{ id: number } | null> {
  const restaurant = await accessibleRestaurant(actor, slug);
  const stations = await kitchenStations();
  const candidates = await db.orderLine.findMany({
    where: { preparedAt: { not: null }, order: { restaurantId: restaurant.id, status: { in: [...COOKING] } } },
    orderBy: { preparedAt: 'desc' },
    take: 50,
    select: { id: true, category: true },
  });
  const last = candidates.find((candidate) => stationOf(stations, candidate.category) === station);
  if (!last) return null;
  await db.orderLine.updateMany({ where: { id: last.id, preparedAt: { not: null } }, data: { preparedAt: null } });
  notifyOrderChange(restaurant.id);
  return { id: last.id };
}
