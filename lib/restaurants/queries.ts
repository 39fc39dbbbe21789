import 'server-only';
import { db } from '@/lib/db';

/** Active restaurants as "City · Restaurant" options, for the footer forms. */
export async function listRestaurantOptions(): Promise<{ id: number; label: string }[]> {
  const restaurants = await db.restaurant.findMany({
    where: { active: true },
    select: { id: true, commercialName: true, city: { select: { name: true } } },
    orderBy: [{ city: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
  });
  return restaurants.map((restaurant) => ({
    id: restaurant.id,
    label: `${restaurant.city.name} · ${restaurant.commercialName}`,
  }));
}
