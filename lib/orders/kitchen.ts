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
import { kitchenPartsOf, partDetails, preparedPartsOf, type KitchenPart } from './kitchen-parts';
import { tellCustomerOfChange } from './staff-orders';

// The kitchen display (/admin/cocina): the lines of accepted orders by
// station, oldest first. A cook crosses a line off; the first line crossed
// off starts the order's preparation, the last one makes it ready (each step
// written to the status history, as if staff had pressed it). "Recuperar"
// brings back a station's last crossed-off line while its order is not ready.
// A menu's line is shown as its parts, each at its own station and crossed
// off on its own (lib/orders/kitchen-parts.ts, decision 046).

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
  /** The order line's id; the parts of a split line share it. */
  id: number;
  /** The part of a split line («starter», «drink:501»…), sent back to cross it off; null for a whole line. */
  part: string | null;
  /** Unique on the board: the id, with the part after a colon. */
  key: string;
  /** For a part: the name of the menu it belongs to. */
  menu: string | null;
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
        preparedParts: true,
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
  const selections = rows.map((row) => JSON.parse(row.selection) as SelectionJson);
  const details = await describeLines(
    rows.map((row, index) => ({ productId: row.productId, selection: selections[index]!, details: row.details })),
  );
  const partsByRow = rows.map((row) => kitchenPartsOf(row.category, row.selection));
  const components = await componentsOf(partsByRow.flat());
  return {
    stations: Object.keys(stations),
    lines: rows.flatMap((row, index): KitchenLine[] => {
      const line = {
        id: row.id,
        order_id: row.order.publicId,
        order_number: row.order.number,
        delivery_type: row.order.deliveryType,
        table_number: row.order.tableNumber,
        ordered_at: row.order.createdAt.toISOString(),
        prepared_at: row.preparedAt?.toISOString() ?? null,
        observation: row.order.observation || null,
        customer_allergies: row.order.user.allergens.map((entry) => entry.allergen.name),
      };
      const parts = partsByRow[index]!;
      const whole = {
        ...line,
        part: null,
        key: String(row.id),
        menu: null,
        name: row.productName,
        quantity: row.quantity,
        details: details[index] ?? [],
        station: stationOf(stations, row.category),
      };
      if (parts.length === 0) return [whole];
      const prepared = preparedPartsOf(row.preparedParts);
      const names = new Map([...components].map(([id, component]) => [id, component.name]));
      return parts
        .filter((part) => !prepared[part.key])
        .map((part) => {
          const component = part.productId === null ? null : components.get(part.productId);
          return {
            ...line,
            part: part.key,
            key: `${row.id}:${part.key}`,
            menu: row.productName,
            name: part.productId === null ? row.productName : (component?.name ?? row.productName),
            quantity: row.quantity * part.quantity,
            details: partDetails(details[index] ?? [], parts, part, names),
            station: stationOf(stations, part.productId === null ? row.category : (component?.category ?? part.kind)),
          };
        });
    }),
  };
}

/** The components the parts name, by id: their name and the category that routes them. */
async function componentsOf(parts: readonly KitchenPart[]): Promise<Map<number, { name: string; category: string }>> {
  const ids = [...new Set(parts.flatMap((part) => (part.productId === null ? [] : [part.productId])))];
  if (ids.length === 0) return new Map();
  const products = await db.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, category: true },
  });
  return new Map(products.map((product) => [product.id, { name: product.name, category: product.category }]));
}

/**
 * Crosses a line off, or one part of a split line (`part`; without it, every
 * part left). Conditional: what was already crossed off answers 409. The
 * order moves on as the kitchen goes; a split line is prepared with its last part.
 */
export async function prepareLine(
  actor: Actor,
  lineId: number,
  part: string | null = null,
  now: Date = new Date(),
): Promise<void> {
  const line = await db.orderLine.findFirst({
    where: { id: lineId, order: { restaurant: restaurantScope(actor) } },
    select: {
      id: true,
      orderId: true,
      category: true,
      selection: true,
      preparedAt: true,
      preparedParts: true,
      order: { select: { status: true, restaurantId: true } },
    },
  });
  if (!line) throw new AppError('not_found', { message: 'Esa línea ya no está en la cocina.' });
  const parts = kitchenPartsOf(line.category, line.selection);
  if (part !== null && !parts.some((candidate) => candidate.key === part))
    throw new AppError('not_found', { message: 'Esa parte ya no está en la cocina.' });
  // A display from before parts (a tab not reloaded since) would cross off the whole menu, burger
  // still on the grill, and tell the customer it is ready: it is asked to reload instead.
  if (part === null && parts.length > 0)
    throw new AppError('order_status_conflict', {
      message: 'Este menú se prepara por partes: recarga la pantalla de cocina.',
    });
  if (!(COOKING as readonly string[]).includes(line.order.status)) throw new AppError('order_status_conflict');
  const prepared = preparedPartsOf(line.preparedParts);
  if (part !== null && prepared[part]) throw new AppError('order_status_conflict');
  const after = part === null ? prepared : { ...prepared, [part]: now.toISOString() };
  const done = parts.every((candidate) => after[candidate.key]);
  const reached = await db.$transaction(async (tx) => {
    // Conditional on what was read: two cooks crossing two parts at once cannot lose one.
    const crossed = await tx.orderLine.updateMany({
      where: { id: lineId, preparedAt: null, preparedParts: line.preparedParts },
      data: {
        preparedAt: done ? now : null,
        ...(parts.length > 0 ? { preparedParts: JSON.stringify(after) } : {}),
      },
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

/**
 * "Recuperar": the station's most recently crossed-off line, or part of a
 * split line, comes back while its order is still cooking.
 */
export async function recallLine(
  actor: Actor,
  slug: string,
  station: string,
): Promise<{ id: number; part: string | null } | null> {
  const restaurant = await accessibleRestaurant(actor, slug);
  const stations = await kitchenStations();
  const cooking = { restaurantId: restaurant.id, status: { in: [...COOKING] } };
  const select = { id: true, category: true, selection: true, preparedAt: true, preparedParts: true } as const;
  // The last lines crossed off whole, and every line with a part crossed off (menus under way: a few).
  const [whole, split] = await Promise.all([
    db.orderLine.findMany({
      where: { preparedAt: { not: null }, preparedParts: null, order: cooking },
      orderBy: { preparedAt: 'desc' },
      take: 50,
      select,
    }),
    db.orderLine.findMany({ where: { preparedParts: { not: null }, order: cooking }, take: 500, select }),
  ]);
  const rows = [...whole, ...split];
  const partsByRow = rows.map((row) => kitchenPartsOf(row.category, row.selection));
  const components = await componentsOf(partsByRow.flat());
  const crossedOff = rows.flatMap(
    (row, index): { row: (typeof rows)[number]; part: string | null; at: string; category: string }[] => {
      const parts = partsByRow[index]!;
      if (parts.length === 0)
        return row.preparedAt ? [{ row, part: null, at: row.preparedAt.toISOString(), category: row.category }] : [];
      const prepared = preparedPartsOf(row.preparedParts);
      return parts.flatMap((part) =>
        prepared[part.key]
          ? [
              {
                row,
                part: part.key,
                at: prepared[part.key]!,
                category:
                  part.productId === null ? row.category : (components.get(part.productId)?.category ?? part.kind),
              },
            ]
          : [],
      );
    },
  );
  const last = crossedOff
    .filter((item) => stationOf(stations, item.category) === station)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.row.id - a.row.id))[0];
  if (!last) return null;
  let brought: { count: number };
  if (last.part === null) {
    brought = await db.orderLine.updateMany({
      where: { id: last.row.id, preparedAt: { not: null } },
      data: { preparedAt: null },
    });
  } else {
    const left = { ...preparedPartsOf(last.row.preparedParts) };
    delete left[last.part];
    brought = await db.orderLine.updateMany({
      where: { id: last.row.id, preparedParts: last.row.preparedParts },
      data: { preparedAt: null, preparedParts: Object.keys(left).length > 0 ? JSON.stringify(left) : null },
    });
  }
  // Changed meanwhile (another cook, the order moving on): nothing was brought back.
  if (brought.count !== 1) throw new AppError('order_status_conflict');
  notifyOrderChange(restaurant.id);
  return { id: last.row.id, part: last.part };
}
