import 'server-only';
import { db } from '@/lib/db';

// The counter's screen (/pedidos-listos/{restaurante}): the numbers of today's
// takeaway and counter orders being prepared and ready to collect. Numbers
// only, never a name: it hangs on a wall.

/** How long a collected-or-not "ready" number stays up, and how far back "today" reaches. */
const WINDOW_MS = 12 * 60 * 60 * 1000;

export type ReadyBoard = { restaurant: string; name: string; preparing: string[]; ready: string[] };

export async function getReadyBoard(slug: string, now: Date = new Date()): Promise<ReadyBoard | null> {
  const restaurant = await db.restaurant.findFirst({
    where: { slug, active: true },
    select: { id: true, slug: true, commercialName: true },
  });
  if (!restaurant) return null;
  const orders = await db.order.findMany({
    where: {
      restaurantId: restaurant.id,
      deliveryType: { in: ['takeaway', 'fast'] },
      // A table's order is brought to it: the counter screen is for those who come to collect.
      tableNumber: null,
      status: { in: ['accepted', 'preparing', 'ready'] },
      createdAt: { gte: new Date(now.getTime() - WINDOW_MS) },
    },
    orderBy: { createdAt: 'asc' },
    select: { number: true, status: true },
    take: 200,
  });
  return {
    restaurant: restaurant.slug,
    name: restaurant.commercialName,
    preparing: orders.filter((order) => order.status !== 'ready').map((order) => order.number),
    ready: orders.filter((order) => order.status === 'ready').map((order) => order.number),
  };
}
