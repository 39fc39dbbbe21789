import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as getRestaurant } from '@/app/api/restaurant/[name]/route';
import { GET as getCategory } from '@/app/api/restaurant/[name]/[category]/route';
import { GET as getPromotions } from '@/app/api/promotion/route';
import { GET as getCities } from '@/app/api/cities/route';
import { GET as getCityRestaurants } from '@/app/api/cities/[city]/restaurants/route';
import { GET as getDelivery } from '@/app/api/delivery/route';
import { db } from '@/lib/db';
import type { CatalogueProductJson } from '@/lib/catalogue/product-json';

const call = <P>(handler: (r: Request, c: { params: Promise<P> }) => Promise<Response>, url: string, params: P) =>
  handler(new Request(`http://localhost${url}`), { params: Promise.resolve(params) });

async function products(name: string, category: string, type: string): Promise<CatalogueProductJson[]> {
  const response = await call(getCategory, `/api/restaurant/${name}/${category}?type=${type}`, { name, category });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/restaurant/{name}', () => {
  it('answers id, name, commercial_name, city and closed_kitchen', async () => {
    const restaurant = await db.restaurant.findUniqueOrThrow({
      where: { slug: 'valencia-ruzafa' },
      include: { city: true },
    });
    const response = await call(getRestaurant, '/api/restaurant/valencia-ruzafa', { name: 'valencia-ruzafa' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: restaurant.id,
      name: 'valencia-ruzafa',
      commercial_name: restaurant.commercialName,
      city: restaurant.city.slug,
      city_id: restaurant.cityId,
      city_name: restaurant.city.name,
      closed_kitchen: restaurant.closedKitchen,
    });
  });

  it('answers 404 for an unknown restaurant', async () => {
    const response = await call(getRestaurant, '/api/restaurant/no-existe', { name: 'no-existe' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'restaurant_not_found', message: 'No encontramos ese restaurante.' });
  });
});

describe('GET /api/restaurant/{name}/{category}?type=', () => {
  it('lists only products sold at the restaurant, not run out, for the delivery type', async () => {
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const burgers = await products('valencia-ruzafa', 'burgers', 'recoger');
    const expected = await db.product.findMany({
      where: {
        category: 'burger',
        active: true,
        deliveryTypes: { some: { deliveryType: 'takeaway' } },
        restaurants: { some: { restaurantId: restaurant.id, isAvailable: true } },
      },
      select: { id: true },
    });
    expect(burgers.length).toBeGreaterThan(0);
    expect(burgers.map((product) => product.id).sort()).toEqual(expected.map((product) => product.id).sort());
    for (const burger of burgers) {
      expect(burger.category).toBe('burger');
      expect(burger.price_cents).toBeGreaterThan(0);
    }
  });

  it('leaves out a product that has run out at that restaurant', async () => {
    const runOut = await db.restaurantProduct.findFirstOrThrow({
      where: { isAvailable: false },
      include: { restaurant: true, product: true },
    });
    const category = Object.entries({
      dessert: 'desserts',
      specialty: 'specialties',
      drink: 'drinks',
      burger: 'burgers',
      starter: 'starters',
    }).find(([value]) => value === runOut.product.category)?.[1];
    expect(category).toBeDefined();
    const listed = await products(runOut.restaurant.slug, category!, 'recoger');
    expect(listed.map((product) => product.id)).not.toContain(runOut.productId);
  });

  it('uses the price of the restaurant when it has its own', async () => {
    const override = await db.restaurantProduct.findFirstOrThrow({
      where: { priceCents: { not: null }, isAvailable: true, product: { category: 'specialty' } },
      include: { restaurant: true },
    });
    const listed = await products(override.restaurant.slug, 'specialties', 'recoger');
    expect(listed.find((product) => product.id === override.productId)?.price_cents).toBe(override.priceCents);
  });

  it('sells coffees only for fast', async () => {
    const forFast = await products('valencia-ruzafa', 'coffees', 'fast');
    expect(forFast.length).toBeGreaterThan(0);
    expect(forFast.every((product) => product.category === 'coffee')).toBe(true);
    expect(await products('valencia-ruzafa', 'coffees', 'recoger')).toEqual([]);
    expect(await products('valencia-ruzafa', 'coffees', 'domicilio')).toEqual([]);
  });

  it('prices every extra of a burger at 1 €, whatever the ingredient or sauce costs elsewhere', async () => {
    const burgers = await products('valencia-ruzafa', 'burgers', 'recoger');
    const parts = burgers.flatMap((burger) => [...burger.ingredients, ...burger.sauces]);
    expect(parts.length).toBeGreaterThan(0);
    expect(new Set(parts.map((part) => part.extra_price_cents))).toEqual(new Set([100]));
    // The same meat in a dish keeps its own price.
    const dishes = await products('valencia-ruzafa', 'dishes', 'recoger');
    const dishParts = dishes.flatMap((dish) => dish.ingredients);
    expect(dishParts.some((part) => part.extra_price_cents !== 100)).toBe(true);
  });

  it('carries what the builder and the allergen modal need', async () => {
    const [burger] = await products('valencia-ruzafa', 'burgers', 'fast');
    expect(burger?.ingredients.length).toBeGreaterThan(0);
    expect(burger?.extra_options.length).toBeGreaterThan(0);
    expect(burger?.allergens.map((allergen) => allergen.code)).toContain('gluten');
    const menus = await products('valencia-ruzafa', 'menus', 'fast');
    const kinds = new Set(menus.flatMap((menu) => menu.components.map((component) => component.kind)));
    expect(kinds).toContain('drink');
    expect(kinds).toContain('dessert');
  });

  it('lists daily menus; fast service (for now) can order them only from 8:00 to 16:00 restaurant time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T11:00:00Z')); // 12:00 in Madrid
    const atNoon = await products('valencia-ruzafa', 'dailyMenus', 'fast');
    expect(atNoon.length).toBeGreaterThan(0);
    expect(atNoon.every((menu) => menu.orderable)).toBe(true);

    vi.setSystemTime(new Date('2026-11-23T15:00:01Z')); // 16:00:01 in Madrid
    const afterwards = await products('valencia-ruzafa', 'dailyMenus', 'fast');
    expect(afterwards.map((menu) => menu.id)).toEqual(atNoon.map((menu) => menu.id));
    expect(afterwards.every((menu) => !menu.orderable && menu.unavailable_reason === 'daily_menu_hours')).toBe(true);
    // Takeaway is for a time chosen at checkout, which offers only the menu's hours.
    const takeaway = await products('valencia-ruzafa', 'dailyMenus', 'recoger');
    expect(takeaway.length).toBeGreaterThan(0);
    expect(takeaway.every((menu) => menu.orderable && menu.unavailable_reason === null)).toBe(true);
  });

  it('loads no products when the kitchen is closed', async () => {
    const closed = await db.restaurant.findFirstOrThrow({ where: { closedKitchen: true } });
    expect(await products(closed.slug, 'burgers', 'recoger')).toEqual([]);
  });

  it.each([
    ['no-existe', 'burgers', 404, 'restaurant_not_found'],
    ['valencia-ruzafa', 'pizzas', 422, 'unknown_category'],
    ['valencia-ruzafa', 'constructor', 422, 'unknown_category'],
  ])('%s/%s answers %i', async (name, category, status, code) => {
    const response = await call(getCategory, `/api/restaurant/${name}/${category}?type=fast`, { name, category });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });
});

describe('GET /api/promotion?type=', () => {
  it('lists the current promotions of a delivery type', async () => {
    const forTakeaway = await (await call(getPromotions, '/api/promotion?type=recoger', {})).json();
    const forFast = await (await call(getPromotions, '/api/promotion?type=fast', {})).json();
    const expectedTakeaway = await db.promotion.count({
      where: { active: true, deliveryTypes: { some: { deliveryType: 'takeaway' } } },
    });
    expect(forTakeaway.data).toHaveLength(expectedTakeaway);
    for (const promotion of forTakeaway.data) expect(promotion.delivery_types).toContain('takeaway');
    for (const promotion of forFast.data) expect(promotion.delivery_types).toContain('fast');
  });

  it('leaves out expired promotions', async () => {
    const promotion = await db.promotion.findFirstOrThrow({
      where: { deliveryTypes: { some: { deliveryType: 'takeaway' } } },
    });
    await db.promotion.update({ where: { id: promotion.id }, data: { endsAt: new Date(Date.now() - 60_000) } });
    const { data } = await (await call(getPromotions, '/api/promotion?type=recoger', {})).json();
    expect(data.map((item: { id: number }) => item.id)).not.toContain(promotion.id);
  });
});

describe('cities, restaurants of a city and delivery lookup', () => {
  it('lists the cities with restaurants for a delivery type', async () => {
    const { data } = await (await call(getCities, '/api/cities?type=recoger', {})).json();
    expect(data.map((city: { slug: string }) => city.slug)).toEqual(
      expect.arrayContaining(['valencia', 'madrid', 'barcelona', 'sevilla']),
    );
    for (const city of data) expect(city.restaurants_count).toBeGreaterThan(0);
  });

  it('lists the restaurants of a city with their hours, and 404 for an unknown city', async () => {
    const response = await call(getCityRestaurants, '/api/cities/valencia/restaurants?type=fast', { city: 'valencia' });
    const { data, city } = await response.json();
    expect(city).toMatchObject({ slug: 'valencia' });
    expect(data.length).toBeGreaterThan(0);
    for (const restaurant of data) {
      expect(restaurant.city).toBe('valencia');
      expect(restaurant.shifts.length).toBeGreaterThan(0);
    }
    const unknown = await call(getCityRestaurants, '/api/cities/atlantida/restaurants', { city: 'atlantida' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'city_not_found' });
  });

  it('finds the restaurant that delivers to a postal code', async () => {
    const served = await db.restaurantPostalCode.findFirstOrThrow({
      where: { restaurant: { closedKitchen: false } },
      include: { restaurant: true },
    });
    const response = await call(getDelivery, `/api/delivery?postal_code=${served.postalCode}`, {});
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.name).toBe(served.restaurant.slug);
    expect(data.shipping_cost_cents).toBe(served.shippingCostCents ?? served.restaurant.shippingCostCents);
  });

  it('says whether the restaurant delivers now and, when not, when it opens', async () => {
    const served = await db.restaurantPostalCode.findFirstOrThrow({
      where: { restaurant: { closedKitchen: false, slug: 'valencia-ruzafa' } },
      include: { restaurant: { include: { hours: { where: { deliveryType: 'delivery', weekday: 2 } } } } },
    });
    expect(served.restaurant.timeZone).toBe('Europe/Madrid');
    const [first] = served.restaurant.hours.toSorted((a, b) => a.opensAt.localeCompare(b.opensAt));
    expect(first).toBeDefined();
    const answer = async (at: Date) => {
      vi.setSystemTime(at);
      return (await (await call(getDelivery, `/api/delivery?postal_code=${served.postalCode}`, {})).json()).data;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 24 November 2026 at 3:00 in Madrid (UTC+1): closed, opens today at its first delivery shift.
    expect(await answer(new Date('2026-11-24T02:00:00Z'))).toMatchObject({
      is_open: false,
      next_opening: { weekday: 2, opens_at: first!.opensAt, is_today: true },
    });
    // A minute after that shift opens.
    const opened = new Date(new Date(`2026-11-24T${first!.opensAt}:00+01:00`).getTime() + 60_000);
    expect(await answer(opened)).toMatchObject({ is_open: true, next_opening: null });
    // 00:30 on Wednesday in Madrid is still Tuesday in UTC: «today» is the restaurant's Wednesday.
    const [firstWednesday] = (
      await db.restaurantHours.findMany({
        where: { restaurantId: served.restaurantId, deliveryType: 'delivery', weekday: 3 },
      })
    ).toSorted((a, b) => a.opensAt.localeCompare(b.opensAt));
    expect(await answer(new Date('2026-11-24T23:30:00Z'))).toMatchObject({
      is_open: false,
      next_opening: { weekday: 3, opens_at: firstWednesday!.opensAt, is_today: true },
    });
  });

  it("answers the cart's restaurant when it delivers there too, and the one that does when it does not", async () => {
    const served = await db.restaurantPostalCode.findFirstOrThrow({
      where: { restaurant: { closedKitchen: false, slug: 'valencia-ruzafa' } },
    });
    const other = await db.restaurant.findFirstOrThrow({
      where: { active: true, slug: { not: 'valencia-ruzafa' }, hours: { some: { deliveryType: 'delivery' } } },
    });
    const answer = async (query: string) =>
      (await (await call(getDelivery, `/api/delivery?postal_code=${served.postalCode}${query}`, {})).json()).data;
    const first = (await answer('')).name;
    expect(first).toBe('valencia-ruzafa');
    // Another restaurant delivers there too: asked for it, checkout gets it, not the first one found.
    await db.restaurantPostalCode.create({ data: { restaurantId: other.id, postalCode: served.postalCode } });
    try {
      expect((await answer(`&restaurant=${other.slug}`)).name).toBe(other.slug);
      expect((await answer('&restaurant=valencia-ruzafa')).name).toBe('valencia-ruzafa');
    } finally {
      await db.restaurantPostalCode.delete({
        where: { restaurantId_postalCode: { restaurantId: other.id, postalCode: served.postalCode } },
      });
    }
    // Asked for a restaurant that does not deliver there: the one that does, whose name checkout shows.
    expect((await answer(`&restaurant=${other.slug}`)).name).toBe('valencia-ruzafa');
    // Only a slug is taken.
    const odd = await call(getDelivery, `/api/delivery?postal_code=${served.postalCode}&restaurant=%27%20OR%201`, {});
    expect(odd.status).toBe(422);
  });

  it.each([
    ['01001', 404, { code: 'no_delivery', message: 'Para esta dirección no hay servicio a domicilio' }],
    ['4600', 422, { code: 'validation_failed' }],
    ['99999', 422, { code: 'validation_failed' }],
  ])('postal code %s answers %i', async (postalCode, status, body) => {
    const response = await call(getDelivery, `/api/delivery?postal_code=${postalCode}`, {});
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
  });
});
