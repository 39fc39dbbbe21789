import { describe, expect, it } from 'vitest';
import type { RestaurantResource } from '@/lib/admin/places/restaurants';
import { restaurantCreateSchema, restaurantUpdateSchema } from '@/lib/admin/places/place-schema';
import {
  bodyOf,
  bodyOrigins,
  copyMondayToWeek,
  copyWeek,
  draftOf,
  endsNextDay,
  isBadEuros,
  nextShift,
} from '@/components/admin/places/restaurant-draft';

// The restaurant editor's draft ↔ the body of /api/admin/restaurants (issue 14, scope 4).

const RUZAFA: RestaurantResource = {
  id: 1,
  slug: 'valencia-ruzafa',
  name: 'Ruzafa',
  commercial_name: 'Casa Elefante Ruzafa',
  city_id: 1,
  address: 'Carrer de Sueca, 32',
  postal_code: '46006',
  phone: '963 512 478',
  email: 'ruzafa@casaelefante.example',
  time_zone: 'Europe/Madrid',
  minimum_order_cents: 1200,
  minimum_order_surcharge_cents: 150,
  shipping_cost_cents: 250,
  alcohol_sale_from: '12:00',
  alcohol_sale_to: '23:30',
  max_table_number: 24,
  active: true,
  sort_order: 2,
  hours: [
    { delivery_type: 'delivery', weekday: 1, opens_at: '12:30', closes_at: '16:00' },
    { delivery_type: 'delivery', weekday: 1, opens_at: '19:30', closes_at: '23:30' },
    { delivery_type: 'fast', weekday: 6, opens_at: '20:00', closes_at: '01:00' },
  ],
  postal_codes: [
    { postal_code: '46002', shipping_cost_cents: 300 },
    { postal_code: '46006', shipping_cost_cents: null },
  ],
  slot_capacity: [{ delivery_type: 'delivery', max_orders: 8 }],
};

describe('the restaurant editor’s draft', () => {
  it('shows a restaurant as typed (euros with a comma, no limit as empty) and gives back the same fields', () => {
    const draft = draftOf(RUZAFA);
    expect(draft).toMatchObject({
      cityId: '1',
      shippingCost: '2,50',
      minimumOrder: '12,00',
      minimumOrderSurcharge: '1,50',
      tables: '24',
      postalCodes: [
        { postalCode: '46002', shippingCost: '3,00' },
        { postalCode: '46006', shippingCost: '' },
      ],
      slotCapacity: { delivery: '8', takeaway: '', fast: '' },
    });
    expect(draft.hours.delivery[1]).toEqual([
      { opensAt: '12:30', closesAt: '16:00' },
      { opensAt: '19:30', closesAt: '23:30' },
    ]);
    expect(draft.hours.delivery[2]).toEqual([]);

    const body = restaurantUpdateSchema.parse(bodyOf(draft));
    const fields: Partial<RestaurantResource> = { ...RUZAFA };
    delete fields.id;
    expect(body).toEqual({ ...fields, hours: expect.any(Array) });
    // Grouped by type and day, the shifts come back in the same order.
    expect(body.hours).toEqual(RUZAFA.hours);
  });

  it('a new restaurant starts with the API’s defaults and needs a city', () => {
    const draft = draftOf(null);
    expect(draft).toMatchObject({ timeZone: 'Europe/Madrid', active: true, shippingCost: '2,50', cityId: '' });
    const parsed = restaurantCreateSchema.safeParse(bodyOf(draft));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toContain('city_id');
  });

  it('reads euros typed with a comma or a point; leaves anything else for the server to refuse', () => {
    const draft = { ...draftOf(RUZAFA), shippingCost: '3.5', minimumOrder: '15,90', minimumOrderSurcharge: 'gratis' };
    const body = bodyOf(draft);
    expect(body).toMatchObject({ shipping_cost_cents: 350, minimum_order_cents: 1590 });
    expect(body.minimum_order_surcharge_cents).toBe('gratis');
    expect(isBadEuros('gratis')).toBe(true);
    // A negative amount is an amount: the server's «no puede ser negativo» says what is wrong.
    expect(isBadEuros('-1')).toBe(false);
    expect(isBadEuros('12,50')).toBe(false);
    const refused = restaurantUpdateSchema.safeParse(body);
    expect(refused.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['minimum_order_surcharge_cents']);
  });

  it('no e-mail and no alcohol hours are null; blank rows are left out, and a 422 finds its row', () => {
    const draft = draftOf(RUZAFA);
    draft.email = ' ';
    draft.alcoholFrom = '';
    draft.alcoholTo = '';
    draft.hours.delivery[1] = [{ opensAt: '', closesAt: '' }, ...draft.hours.delivery[1]];
    draft.hours.takeaway[3] = [{ opensAt: '25:00', closesAt: '23:00' }];
    draft.postalCodes = [
      { postalCode: '', shippingCost: '' },
      ...draft.postalCodes,
      { postalCode: '9', shippingCost: '' },
    ];
    const body = bodyOf(draft);
    expect(body).toMatchObject({ email: null, alcohol_sale_from: null, alcohol_sale_to: null });
    expect(body.postal_codes.map((row) => row.postal_code)).toEqual(['46002', '46006', '9']);
    const origins = bodyOrigins(draft);
    expect(origins.postalCodes).toEqual([1, 2, 3]);
    expect(origins.hours[0]).toEqual({ type: 'delivery', weekday: 1, index: 1 });
    // The bad shift is the third line of the body; the server names it hours.2.
    expect(origins.hours[2]).toEqual({ type: 'takeaway', weekday: 3, index: 0 });
    const refused = restaurantUpdateSchema.safeParse(body);
    expect(refused.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'hours.2.opens_at',
      'postal_codes.2.postal_code',
    ]);
  });

  it('copies Monday to the week, a week to another delivery type, and tells a shift past midnight', () => {
    const draft = draftOf(RUZAFA);
    const week = copyMondayToWeek(draft.hours, 'delivery');
    for (const day of [1, 2, 3, 4, 5, 6, 7] as const) expect(week.delivery[day]).toEqual(draft.hours.delivery[1]);
    expect(week.fast).toBe(draft.hours.fast);
    // Copies, not the same objects: editing Tuesday leaves Monday alone.
    expect(week.delivery[2][0]).not.toBe(week.delivery[1][0]);
    const same = copyWeek(week, 'delivery', 'takeaway');
    expect(same.takeaway).toEqual(week.delivery);
    expect(endsNextDay({ opensAt: '20:00', closesAt: '01:00' })).toBe(true);
    expect(endsNextDay({ opensAt: '12:00', closesAt: '16:00' })).toBe(false);
    expect(endsNextDay({ opensAt: '', closesAt: '' })).toBe(false);
    expect(nextShift([])).toEqual({ opensAt: '13:00', closesAt: '16:00' });
    expect(nextShift([{ opensAt: '13:00', closesAt: '16:00' }])).toEqual({ opensAt: '20:00', closesAt: '23:30' });
  });
});
