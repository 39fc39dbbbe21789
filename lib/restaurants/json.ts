// The API shapes of restaurants and cities (the spec's snake_case), one
// serializer each. The domain (./queries.ts) is camelCase; route handlers
// answer these, and the browser reads them with these types.
import type { RestaurantSummary } from '@/lib/vocabulary/catalogue-types';
import { localTime, openState, type Shift } from './hours';
import type { CityListItem, CityRestaurant, DeliveryMatch } from './queries';

/** GET /api/restaurant/{name}: `name` is the slug used in the path; `city` the city's slug. */
export type RestaurantJson = {
  id: number;
  name: string;
  commercial_name: string;
  city: string;
  city_id: number;
  city_name: string;
  closed_kitchen: boolean;
};

export function restaurantJson(restaurant: RestaurantSummary): RestaurantJson {
  return {
    id: restaurant.id,
    name: restaurant.slug,
    commercial_name: restaurant.commercialName,
    city: restaurant.city.slug,
    city_id: restaurant.city.id,
    city_name: restaurant.city.name,
    closed_kitchen: restaurant.closedKitchen,
  };
}

export type ShiftJson = { weekday: number; opens_at: string; closes_at: string };

export const shiftJson = (shift: Shift): ShiftJson => ({
  weekday: shift.weekday,
  opens_at: shift.opensAt,
  closes_at: shift.closesAt,
});

export type CityRestaurantJson = RestaurantJson & {
  address: string;
  postal_code: string;
  phone: string;
  time_zone: string;
  max_table_number: number;
  shifts: ShiftJson[];
};

export function cityRestaurantJson(restaurant: CityRestaurant): CityRestaurantJson {
  return {
    ...restaurantJson(restaurant),
    address: restaurant.address,
    postal_code: restaurant.postalCode,
    phone: restaurant.phone,
    time_zone: restaurant.timeZone,
    max_table_number: restaurant.maxTableNumber,
    shifts: restaurant.shifts.map(shiftJson),
  };
}

/** GET /api/delivery: the restaurant that delivers to a postal code, with its fees. */
export type DeliveryMatchJson = RestaurantJson & {
  shipping_cost_cents: number;
  minimum_order_cents: number;
  /** Delivering now, by its delivery hours in its own time zone; when not, its next opening (null: none ahead). */
  is_open: boolean;
  next_opening: { weekday: number; opens_at: string; is_today: boolean } | null;
};

export function deliveryMatchJson(match: DeliveryMatch, now = new Date()): DeliveryMatchJson {
  const state = openState(match.shifts, now, match.timeZone);
  const next = state.nextOpening;
  return {
    ...restaurantJson(match),
    shipping_cost_cents: match.shippingCostCents,
    minimum_order_cents: match.minimumOrderCents,
    is_open: state.isOpen,
    next_opening: next
      ? {
          weekday: next.weekday,
          opens_at: next.opensAt,
          is_today: next.date === localTime(now, match.timeZone).date,
        }
      : null,
  };
}

export type CityJson = { id: number; slug: string; name: string; restaurants_count: number };

export const cityJson = (city: CityListItem): CityJson => ({
  id: city.id,
  slug: city.slug,
  name: city.name,
  restaurants_count: city.restaurantsCount,
});
