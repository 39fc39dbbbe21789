import 'server-only';
import { db } from '@/lib/db';
import type { CityPhones } from '@/lib/vocabulary/restaurant-phones';

/** The phones of the restaurants that are open for business, by city, in the chain's order. */
export async function restaurantPhonesByCity(): Promise<CityPhones[]> {
  const cities = await db.city.findMany({
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: {
      name: true,
      restaurants: {
        where: { active: true },
        orderBy: { commercialName: 'asc' },
        select: { commercialName: true, phone: true },
      },
    },
  });
  return cities
    .filter((city) => city.restaurants.length > 0)
    .map((city) => ({
      city: city.name,
      restaurants: city.restaurants.map((restaurant) => ({ name: restaurant.commercialName, phone: restaurant.phone })),
    }));
}
