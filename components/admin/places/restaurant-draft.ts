import { DELIVERY_TYPES, type DeliveryType } from '@/lib/vocabulary/catalogue';
import type { RestaurantResource } from '@/lib/admin/places/restaurants';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { wholeFromInput } from '@/lib/validations/number-input';

// The restaurant editor's state (what the fields hold: prices in euros as
// typed, times as "HH:MM", shifts grouped by delivery type and weekday) and
// the API body it becomes; pure, so the editor's components stay about layout.

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type ShiftDraft = { opensAt: string; closesAt: string };
/** Shifts of each delivery type, by weekday (1 Monday … 7 Sunday); a day without shifts is closed. */
export type HoursDraft = Record<DeliveryType, Record<Weekday, ShiftDraft[]>>;
/** A delivery postal code; `shippingCost` '' is the restaurant's own. */
export type PostalCodeDraft = { postalCode: string; shippingCost: string };

export type RestaurantDraft = {
  name: string;
  commercialName: string;
  slug: string;
  /** '' until one is chosen. */
  cityId: string;
  address: string;
  postalCode: string;
  phone: string;
  email: string;
  timeZone: string;
  active: boolean;
  sortOrder: string;
  shippingCost: string;
  minimumOrder: string;
  minimumOrderSurcharge: string;
  alcoholFrom: string;
  alcoholTo: string;
  tables: string;
  hours: HoursDraft;
  postalCodes: PostalCodeDraft[];
  /** Most orders per 15-minute slot, by delivery type; '' is no limit. */
  slotCapacity: Record<DeliveryType, string>;
};

/** Spanish time zones first; the API takes any IANA zone. */
export const TIME_ZONES = ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'] as const;

const byType = <T>(value: (type: DeliveryType) => T) =>
  Object.fromEntries(DELIVERY_TYPES.map((type) => [type, value(type)])) as Record<DeliveryType, T>;
const byWeekday = <T>(value: (weekday: Weekday) => T) =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, value(weekday)])) as Record<Weekday, T>;

export const emptyHours = (): HoursDraft => byType(() => byWeekday(() => []));

export function draftOf(restaurant: RestaurantResource | null): RestaurantDraft {
  const hours = emptyHours();
  for (const row of restaurant?.hours ?? []) {
    hours[row.delivery_type][row.weekday as Weekday]?.push({ opensAt: row.opens_at, closesAt: row.closes_at });
  }
  const capacity = new Map((restaurant?.slot_capacity ?? []).map((row) => [row.delivery_type, row.max_orders]));
  return {
    name: restaurant?.name ?? '',
    commercialName: restaurant?.commercial_name ?? '',
    slug: restaurant?.slug ?? '',
    cityId: restaurant ? String(restaurant.city_id) : '',
    address: restaurant?.address ?? '',
    postalCode: restaurant?.postal_code ?? '',
    phone: restaurant?.phone ?? '',
    email: restaurant?.email ?? '',
    timeZone: restaurant?.time_zone ?? TIME_ZONES[0],
    active: restaurant?.active ?? true,
    sortOrder: String(restaurant?.sort_order ?? 0),
    shippingCost: inputFromCents(restaurant?.shipping_cost_cents ?? 250),
    minimumOrder: inputFromCents(restaurant?.minimum_order_cents ?? 1200),
    minimumOrderSurcharge: inputFromCents(restaurant?.minimum_order_surcharge_cents ?? 150),
    alcoholFrom: restaurant?.alcohol_sale_from ?? '',
    alcoholTo: restaurant?.alcohol_sale_to ?? '',
    tables: String(restaurant?.max_table_number ?? 0),
    hours,
    postalCodes: (restaurant?.postal_codes ?? []).map((row) => ({
      postalCode: row.postal_code,
      shippingCost: row.shipping_cost_cents === null ? '' : inputFromCents(row.shipping_cost_cents),
    })),
    slotCapacity: byType((type) => (capacity.has(type) ? String(capacity.get(type)) : '')),
  };
}

/** A whole number as typed, or the text itself for the server to refuse in words. */

const isBlankShift = (shift: ShiftDraft) => !shift.opensAt.trim() && !shift.closesAt.trim();
const isBlankPostalCode = (row: PostalCodeDraft) => !row.postalCode.trim() && !row.shippingCost.trim();

/**
 * Where each line of the body came from, so that a 422 on `hours.3.opens_at`
 * lands beside its shift: the body's lists leave blank rows out.
 */
export function bodyOrigins(draft: RestaurantDraft) {
  const hours: { type: DeliveryType; weekday: Weekday; index: number }[] = [];
  for (const type of DELIVERY_TYPES)
    for (const weekday of WEEKDAYS)
      draft.hours[type][weekday].forEach((shift, index) => {
        if (!isBlankShift(shift)) hours.push({ type, weekday, index });
      });
  const postalCodes = draft.postalCodes.flatMap((row, index) => (isBlankPostalCode(row) ? [] : [index]));
  const slotCapacity = DELIVERY_TYPES.filter((type) => draft.slotCapacity[type].trim() !== '');
  return { hours, postalCodes, slotCapacity };
}

/** The body of POST /api/admin/restaurants and PUT /{id}: every field, lists whole. */
export function bodyOf(draft: RestaurantDraft) {
  const origins = bodyOrigins(draft);
  return {
    name: draft.name,
    commercial_name: draft.commercialName,
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    city_id: draft.cityId ? Number(draft.cityId) : null,
    address: draft.address,
    postal_code: draft.postalCode,
    phone: draft.phone,
    email: draft.email.trim() || null,
    time_zone: draft.timeZone,
    active: draft.active,
    sort_order: wholeFromInput(draft.sortOrder),
    shipping_cost_cents: centsFromInput(draft.shippingCost, null),
    minimum_order_cents: centsFromInput(draft.minimumOrder, null),
    minimum_order_surcharge_cents: centsFromInput(draft.minimumOrderSurcharge, null),
    alcohol_sale_from: draft.alcoholFrom || null,
    alcohol_sale_to: draft.alcoholTo || null,
    max_table_number: wholeFromInput(draft.tables),
    hours: origins.hours.map(({ type, weekday, index }) => {
      const shift = draft.hours[type][weekday][index]!;
      return { delivery_type: type, weekday, opens_at: shift.opensAt, closes_at: shift.closesAt };
    }),
    postal_codes: origins.postalCodes.map((index) => {
      const row = draft.postalCodes[index]!;
      return { postal_code: row.postalCode.trim(), shipping_cost_cents: centsFromInput(row.shippingCost, null) };
    }),
    slot_capacity: origins.slotCapacity.map((type) => ({
      delivery_type: type,
      max_orders: wholeFromInput(draft.slotCapacity[type]),
    })),
  };
}

/** Whether a price field holds something that is not an amount in euros (the server would only say "in cents"). */
export const isBadEuros = (text: string) => typeof centsFromInput(text, null) === 'string';

/** A shift that ends on the next day ("20:00"–"01:00"; equal times: 24 hours). */
export const endsNextDay = (shift: ShiftDraft) =>
  /^\d\d:\d\d$/.test(shift.opensAt) && /^\d\d:\d\d$/.test(shift.closesAt) && shift.closesAt <= shift.opensAt;

/** Monday's shifts of `type` on every day of the week. */
export function copyMondayToWeek(hours: HoursDraft, type: DeliveryType): HoursDraft {
  const monday = hours[type][1];
  return { ...hours, [type]: byWeekday(() => monday.map((shift) => ({ ...shift }))) };
}

/** The week of `from` also for `to`. */
export function copyWeek(hours: HoursDraft, from: DeliveryType, to: DeliveryType): HoursDraft {
  return { ...hours, [to]: byWeekday((weekday) => hours[from][weekday].map((shift) => ({ ...shift }))) };
}

/** A new shift for a day: after the day's last one if it has one, else a lunch shift. */
export function nextShift(shifts: ShiftDraft[]): ShiftDraft {
  return shifts.length === 0 ? { opensAt: '13:00', closesAt: '16:00' } : { opensAt: '20:00', closesAt: '23:30' };
}
