import type { CityPhones } from '@/lib/vocabulary/restaurant-phones';

// A tiny pub/sub so that any client call answering 503 switches the site to
// the maintenance page without every caller knowing about it. The 503 body
// carries the restaurants' phones by city, which the page lists.
type Listener = (cities: CityPhones[]) => void;
const listeners = new Set<Listener>();

export function onMaintenance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The phones from a 503 body, if it carries a well-formed list (anything else counts as none). */
export function citiesFrom(body: unknown): CityPhones[] {
  const cities = (body as { cities?: unknown } | null)?.cities;
  if (!Array.isArray(cities)) return [];
  return cities.filter(
    (city): city is CityPhones =>
      typeof city?.city === 'string' &&
      Array.isArray(city.restaurants) &&
      city.restaurants.every(
        (restaurant: unknown) =>
          typeof (restaurant as CityPhones['restaurants'][number])?.name === 'string' &&
          typeof (restaurant as CityPhones['restaurants'][number])?.phone === 'string',
      ),
  );
}

export function signalMaintenance(cities: CityPhones[] = []): void {
  for (const listener of listeners) listener(cities);
}
