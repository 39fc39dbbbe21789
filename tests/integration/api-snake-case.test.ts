import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminOrders } from '@/app/api/admin/orders/route';
import { GET as kitchen } from '@/app/api/admin/kitchen/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as adminUsers } from '@/app/api/admin/users/route';
import { GET as adminUser } from '@/app/api/admin/users/[id]/route';
import { GET as adminCities } from '@/app/api/admin/cities/route';
import { GET as adminPromotions } from '@/app/api/admin/promotions/route';
import { GET as adminSettings } from '@/app/api/admin/settings/route';
import { GET as adminPromotion } from '@/app/api/admin/promotions/[id]/route';
import { GET as adminPromotionCodes } from '@/app/api/admin/promotions/[id]/codes/route';
import { GET as adminCity } from '@/app/api/admin/cities/[id]/route';
import { GET as adminRestaurants } from '@/app/api/admin/restaurants/route';
import { GET as adminRestaurant } from '@/app/api/admin/restaurants/[slug]/route';
import { GET as adminProducts } from '@/app/api/admin/products/route';
import { GET as adminProduct } from '@/app/api/admin/products/[id]/route';
import { GET as adminIngredients } from '@/app/api/admin/ingredients/route';
import { GET as adminIngredient } from '@/app/api/admin/ingredients/[id]/route';
import { GET as adminSauces } from '@/app/api/admin/sauces/route';
import { GET as adminSauce } from '@/app/api/admin/sauces/[id]/route';
import { GET as adminAllergens } from '@/app/api/admin/allergens/route';
import { GET as adminAllergen } from '@/app/api/admin/allergens/[id]/route';
import { GET as adminPreferences } from '@/app/api/admin/preferences/route';
import { GET as adminPreference } from '@/app/api/admin/preferences/[id]/route';
import { GET as salesReport } from '@/app/api/admin/reports/sales/route';
import { setService } from '@/lib/restaurants/controls';
import { GET as customers } from '@/app/api/admin/customers/route';
import { GET as cart } from '@/app/api/cart/route';
import { GET as slots } from '@/app/api/checkout/slots/route';
import { GET as cityRestaurants } from '@/app/api/cities/[city]/restaurants/route';
import { GET as cities } from '@/app/api/cities/route';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { startMailWorker } from '@/lib/jobs/mail-worker';
import { GET as delivery } from '@/app/api/delivery/route';
import { GET as order } from '@/app/api/orders/[id]/route';
import { GET as ticket } from '@/app/api/orders/[id]/ticket/route';
import { GET as billingRecords } from '@/app/api/admin/billing-records/route';
import { issueTicket } from '@/lib/invoices/issue';
import { GET as orders } from '@/app/api/orders/route';
import { GET as promotion } from '@/app/api/promotion/route';
import { GET as products } from '@/app/api/restaurant/[name]/[category]/route';
import { GET as readyBoard } from '@/app/api/restaurant/[name]/ready-board/route';
import { GET as restaurant } from '@/app/api/restaurant/[name]/route';
import { GET as restaurantOfCart } from '@/app/api/restaurant/update-cart/[id]/route';
import { GET as addresses } from '@/app/api/user/addresses/route';
import { GET as children } from '@/app/api/user/children/route';
import { GET as confirmedStatus } from '@/app/api/user/confirmed-password-status/route';
import { GET as paymentMethods } from '@/app/api/user/payment-methods/route';
import { GET as preferences } from '@/app/api/user/preferences/route';
import { GET as user } from '@/app/api/user/route';
import { GET as twoFactorQr } from '@/app/api/user/two-factor-qr-code/route';
import { POST as enableTwoFactor } from '@/app/api/user/two-factor-authentication/route';
import { GET as recoveryCodes } from '@/app/api/user/two-factor-recovery-codes/route';
import { db } from '@/lib/db';
import { PRODUCT_LISTS } from '@/lib/catalogue/products-store';
import {
  DEMO,
  confirmPassword,
  setUpTemporaryFiles,
  signIn,
  type ApiClient,
  type RouteHandler,
} from '../support/api-client';
import { fakeClockFrom, fillLunchCart, orderBody, shop, signInCustomer } from '../support/ordering';

// The API speaks the spec's snake_case and only that (the domain is camelCase;
// each resource has one serializer). Every GET endpoint that answers JSON is
// called with data behind it, and every key of every answer is checked. A new
// GET route must be added here: the test lists app/ and fails on one it does
// not call.

setUpTemporaryFiles();
fakeClockFrom();

type Call = {
  route: string;
  handler: RouteHandler<never>;
  path: string;
  params?: Record<string, string>;
  /** Staff calls go with the demo staff member's token. */
  staff?: boolean;
  /** Called as a manager (settings.manage). */
  manager?: boolean;
};

/** Route files whose GET answers something other than JSON. */
const NOT_JSON = new Set([
  'app/api/profile-photos/[file]/route.ts',
  'app/api/product-photos/[file]/route.ts',
  'app/sanctum/csrf-cookie/route.ts',
  'app/api/admin/orders/stream/route.ts',
]);

const CAMEL = /[a-z0-9][A-Z]/;

function camelKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => camelKeys(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(CAMEL.test(key) ? [`${at}.${key}`] : []),
    ...camelKeys(child, `${at}.${key}`),
  ]);
}

function routeFilesWithGet(dir = 'app'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesWithGet(file);
    return entry.name === 'route.ts' && /export (const|async function) GET\b/.test(fs.readFileSync(file, 'utf8'))
      ? [file]
      : [];
  });
}

let client: ApiClient;
let staff: ApiClient;
let manager: ApiClient;
let calls: Call[];

beforeAll(async () => {
  // The health check counts the workers, which the server starts (instrumentation.ts).
  startMailWorker();
  const signedIn = await signInCustomer();
  client = signedIn.client;
  const customer = shop(client);
  await fillLunchCart(customer);
  const home = await db.address.findFirstOrThrow({ where: { userId: signedIn.userId, postalCode: '46006' } });
  const placed = await customer.placeOrder(orderBody({ address_id: home.id }));
  expect(placed.status).toBe(201);
  // Its ticket, so the ticket and the billing records answer with content.
  const placedRow = await db.order.findUniqueOrThrow({ where: { publicId: placed.body.data.id } });
  await db.$transaction((tx) => issueTicket(tx, placedRow.id));
  // Another line in the cart, so the cart and the slots answer with content.
  await fillLunchCart(customer);
  await confirmPassword(client, DEMO.customer.password);
  // Two-factor set up (not yet confirmed), so its QR code and recovery codes exist.
  expect((await client.post(enableTwoFactor, '/api/user/two-factor-authentication')).status).toBeLessThan(300);
  const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
  const code = (await db.promotion.findFirstOrThrow({ where: { code: { not: null } } })).code!;
  const postalCode = (await db.restaurantPostalCode.findFirstOrThrow()).postalCode;
  const signedInStaff = await signIn(DEMO.staff);
  staff = signedInStaff.client;
  staff.bearer = signedInStaff.tokens.access_token;
  const signedInManager = await signIn(DEMO.manager);
  manager = signedInManager.client;
  manager.bearer = signedInManager.tokens.access_token;
  // Entries of every kind in the audit log, so its answer has content.
  const managerActor = await db.user.findUniqueOrThrow({
    where: { email: DEMO.manager.email },
    select: { id: true, role: true },
  });
  await setService(managerActor, 'valencia-ruzafa', { pauseDeliveryMinutes: 15 });
  await setService(managerActor, 'valencia-ruzafa', { pauseDeliveryMinutes: 0 });
  const G = <P>(handler: RouteHandler<P>) => handler as unknown as RouteHandler<never>;
  const batch = await db.promotion.create({
    data: {
      name: 'Lote',
      kind: 'fixed',
      value: 100,
      codes: { create: [{ code: 'LOTE-SNAKE1' }] },
      deliveryTypes: { create: [{ deliveryType: 'takeaway' }] },
    },
  });
  calls = [
    {
      route: 'app/api/admin/promotions/[id]/codes/route.ts',
      handler: G(adminPromotionCodes),
      path: `/api/admin/promotions/${batch.id}/codes`,
      params: { id: String(batch.id) },
      manager: true,
    },
    {
      route: 'app/api/admin/customers/route.ts',
      handler: G(customers),
      path: `/api/admin/customers?restaurant=valencia-ruzafa&email=${encodeURIComponent(DEMO.customer.email)}`,
      staff: true,
    },
    {
      route: 'app/api/admin/settings/route.ts',
      handler: G(adminSettings),
      path: '/api/admin/settings',
      manager: true,
    },
    {
      route: 'app/api/admin/reports/sales/route.ts',
      handler: G(salesReport),
      path: '/api/admin/reports/sales?from=2026-11-01&to=2026-11-30&group_by=restaurant',
      manager: true,
    },
    {
      route: 'app/api/admin/audit/route.ts',
      handler: G(audit),
      path: '/api/admin/audit',
      manager: true,
    },
    ...(
      [
        ['products', adminProducts, adminProduct],
        ['cities', adminCities, adminCity],
        ['promotions', adminPromotions, adminPromotion],
        ['users', adminUsers, adminUser],
        ['ingredients', adminIngredients, adminIngredient],
        ['sauces', adminSauces, adminSauce],
        ['allergens', adminAllergens, adminAllergen],
        ['preferences', adminPreferences, adminPreference],
      ] as const
    ).flatMap(([resource, list, one]) => [
      { route: `app/api/admin/${resource}/route.ts`, handler: G(list), path: `/api/admin/${resource}`, manager: true },
      {
        route: `app/api/admin/${resource}/[id]/route.ts`,
        handler: G(one),
        path: `/api/admin/${resource}/1`,
        params: { id: '1' },
        manager: true,
      },
    ]),
    {
      route: 'app/api/admin/restaurants/route.ts',
      handler: G(adminRestaurants),
      path: '/api/admin/restaurants',
      manager: true,
    },
    {
      route: 'app/api/admin/restaurants/[slug]/route.ts',
      handler: G(adminRestaurant),
      path: '/api/admin/restaurants/valencia-ruzafa',
      params: { slug: 'valencia-ruzafa' },
      manager: true,
    },
    {
      route: 'app/api/admin/kitchen/route.ts',
      handler: G(kitchen),
      path: '/api/admin/kitchen?restaurant=valencia-ruzafa',
      staff: true,
    },
    {
      route: 'app/api/admin/orders/route.ts',
      handler: G(adminOrders),
      path: '/api/admin/orders?restaurant=valencia-ruzafa',
      staff: true,
    },
    { route: 'app/api/cart/route.ts', handler: G(cart), path: '/api/cart' },
    { route: 'app/api/checkout/slots/route.ts', handler: G(slots), path: '/api/checkout/slots' },
    {
      route: 'app/api/cities/[city]/restaurants/route.ts',
      handler: G(cityRestaurants),
      path: '/api/cities/valencia/restaurants?type=domicilio',
      params: { city: 'valencia' },
    },
    { route: 'app/api/cities/route.ts', handler: G(cities), path: '/api/cities?type=recoger' },
    { route: 'app/api/health/route.ts', handler: G(health), path: '/api/health' },
    { route: 'app/api/ready/route.ts', handler: G(ready), path: '/api/ready' },
    { route: 'app/api/delivery/route.ts', handler: G(delivery), path: `/api/delivery?postal_code=${postalCode}` },
    {
      route: 'app/api/orders/[id]/route.ts',
      handler: G(order),
      path: `/api/orders/${placed.body.data.id}`,
      params: { id: String(placed.body.data.id) },
    },
    {
      route: 'app/api/orders/[id]/ticket/route.ts',
      handler: G(ticket),
      path: `/api/orders/${placed.body.data.id}/ticket`,
      params: { id: String(placed.body.data.id) },
    },
    {
      route: 'app/api/admin/billing-records/route.ts',
      handler: G(billingRecords),
      path: '/api/admin/billing-records',
      manager: true,
    },
    { route: 'app/api/orders/route.ts', handler: G(orders), path: '/api/orders' },
    { route: 'app/api/promotion/route.ts', handler: G(promotion), path: `/api/promotion?type=domicilio&code=${code}` },
    ...PRODUCT_LISTS.map((list) => ({
      route: 'app/api/restaurant/[name]/[category]/route.ts',
      handler: G(products),
      path: `/api/restaurant/valencia-ruzafa/${list}?type=fast`,
      params: { name: 'valencia-ruzafa', category: list },
    })),
    {
      route: 'app/api/restaurant/[name]/ready-board/route.ts',
      handler: G(readyBoard),
      path: '/api/restaurant/valencia-ruzafa/ready-board',
      params: { name: 'valencia-ruzafa' },
    },
    {
      route: 'app/api/restaurant/[name]/route.ts',
      handler: G(restaurant),
      path: '/api/restaurant/valencia-ruzafa',
      params: { name: 'valencia-ruzafa' },
    },
    {
      route: 'app/api/restaurant/update-cart/[id]/route.ts',
      handler: G(restaurantOfCart),
      path: `/api/restaurant/update-cart/${ruzafa.id}`,
      params: { id: String(ruzafa.id) },
    },
    { route: 'app/api/user/addresses/route.ts', handler: G(addresses), path: '/api/user/addresses' },
    { route: 'app/api/user/children/route.ts', handler: G(children), path: '/api/user/children' },
    {
      route: 'app/api/user/confirmed-password-status/route.ts',
      handler: G(confirmedStatus),
      path: '/api/user/confirmed-password-status',
    },
    { route: 'app/api/user/payment-methods/route.ts', handler: G(paymentMethods), path: '/api/user/payment-methods' },
    { route: 'app/api/user/preferences/route.ts', handler: G(preferences), path: '/api/user/preferences' },
    { route: 'app/api/user/route.ts', handler: G(user), path: '/api/user' },
    {
      route: 'app/api/user/two-factor-qr-code/route.ts',
      handler: G(twoFactorQr),
      path: '/api/user/two-factor-qr-code',
    },
    {
      route: 'app/api/user/two-factor-recovery-codes/route.ts',
      handler: G(recoveryCodes),
      path: '/api/user/two-factor-recovery-codes',
    },
  ];
});

describe('every GET endpoint answers snake_case JSON', () => {
  it('calls every GET route of app/ that answers JSON', () => {
    const called = new Set(calls.map((call) => call.route));
    const routes = routeFilesWithGet().filter((file) => !NOT_JSON.has(file));
    expect(routes.filter((route) => !called.has(route))).toEqual([]);
  });

  it('no answer carries a camelCase key', async () => {
    const found: string[] = [];
    for (const call of calls) {
      const response = await (call.manager ? manager : call.staff ? staff : client).get(call.handler, call.path, {
        params: call.params as never,
      });
      expect(response.status, call.path).toBeLessThan(300);
      expect(response.body, call.path).not.toBeNull();
      found.push(...camelKeys(response.body).map((key) => `${call.path} ${key}`));
    }
    expect(found).toEqual([]);
  });

  it('the walk sees camelCase when it is there', () => {
    expect(camelKeys({ data: [{ opens_at: 1, shifts: [{ closesAt: 2 }] }] })).toEqual(['$.data[0].shifts[0].closesAt']);
  });
});
