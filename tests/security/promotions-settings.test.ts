import { beforeAll, describe, expect, it } from 'vitest';
import * as promotionsRoute from '@/app/api/admin/promotions/route';
import * as promotionRoute from '@/app/api/admin/promotions/[id]/route';
import * as codesRoute from '@/app/api/admin/promotions/[id]/codes/route';
import * as settingsRoute from '@/app/api/admin/settings/route';
import { POST as checkCode } from '@/app/api/promotion/check/route';
import { db } from '@/lib/db';
import { currentSocialLinks } from '@/lib/settings/company';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import { cartBody, fillCart, productId, quickCustomer, selection } from '../support/ordering';

// The attacker's look at promotions and settings (issue 14, scope 5): staff
// or a customer reaching the managers' calls, a batch's codes read or drawn
// through another door, a social link that runs script in every footer, a
// code planted as a formula in the CSV, and guessing single-use codes.

setUpTemporaryFiles();

let manager: ApiClient;
let batchId: number;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
  const batch = await db.promotion.create({
    data: {
      name: 'Lote secreto',
      kind: 'fixed',
      value: 500,
      codes: { create: [{ code: 'SECRETO-AAAA2222' }] },
      deliveryTypes: { create: [{ deliveryType: 'takeaway' }] },
    },
  });
  batchId = batch.id;
});

const byId = (id: number) => ({ params: { id: String(id) } });

describe('who may call the promotions and settings of the back office', () => {
  it('staff and customers get 403 on every call, and nothing changes', async () => {
    const staff = (await signIn(DEMO.staff)).client;
    const customer = (await signIn(DEMO.customer)).client;
    const before = await db.promotionCode.count();
    for (const client of [staff, customer]) {
      const calls = [
        client.get(promotionsRoute.GET, '/api/admin/promotions'),
        client.post(promotionsRoute.POST, '/api/admin/promotions', {
          json: { name: 'Gratis', mode: 'automatic', kind: 'percentage', value: 100, delivery_types: ['delivery'] },
        }),
        client.get(promotionRoute.GET, `/api/admin/promotions/${batchId}`, byId(batchId)),
        client.put(promotionRoute.PUT, `/api/admin/promotions/${batchId}`, { ...byId(batchId), json: { value: 9999 } }),
        client.delete(promotionRoute.DELETE, `/api/admin/promotions/${batchId}`, byId(batchId)),
        client.get(codesRoute.GET, `/api/admin/promotions/${batchId}/codes?format=csv`, byId(batchId)),
        client.post(codesRoute.POST, `/api/admin/promotions/${batchId}/codes`, {
          ...byId(batchId),
          json: { count: 5 },
        }),
        client.get(settingsRoute.GET, '/api/admin/settings'),
        client.put(settingsRoute.PUT, '/api/admin/settings', {
          json: { loyalty: { min_subtotal_cents: 0, discount_cap_cents: 100_000, points_to_redeem: 1 } },
        }),
      ];
      for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    }
    expect(await db.promotionCode.count()).toBe(before);
    expect(await db.promotion.findUniqueOrThrow({ where: { id: batchId } })).toMatchObject({ value: 500 });
  });

  it('a forged or unknown promotion id is a 404, not an error page', async () => {
    for (const id of ['0', '-1', '1e3', '99999999', "1' OR 1=1"]) {
      const response = await manager.get(promotionRoute.GET, `/api/admin/promotions/${encodeURIComponent(id)}`, {
        params: { id },
      });
      expect(response.status, id).toBe(404);
    }
  });
});

describe('social links and CSV', () => {
  it('a social link that is not https is refused, so no footer ever links to script', async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://inseguro.example',
      ' https://x.example/ a',
    ]) {
      const response = await manager.put(settingsRoute.PUT, '/api/admin/settings', {
        json: { social_links: { instagram: link, facebook: '', tiktok: '' } },
      });
      expect(response.status, link).toBe(422);
    }
    for (const link of await currentSocialLinks()) expect(link.href).toMatch(/^https:\/\//);
  });

  it('a prefix cannot plant a formula in the codes CSV: only letters and digits', async () => {
    const response = await manager.post(codesRoute.POST, `/api/admin/promotions/${batchId}/codes`, {
      ...byId(batchId),
      json: { count: 1, prefix: '=1+1' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.prefix[0]).toMatch(/letras o cifras/);
  });
});

describe('guessing single-use codes', () => {
  it('a near miss of a real code is unknown, and the refusal says nothing about codes that exist', async () => {
    const { customer, client } = await quickCustomer(990);
    await fillCart(customer, [cartBody(selection(await productId('burger-clasica')), { delivery_type: 'recoger' })]);
    const check = (code: string) => client.post(checkCode, '/api/promotion/check', { json: { code } });
    const near = await check('SECRETO-AAAA2223');
    const far = await check('NADA-ZZZZZZZZ');
    expect(near.status).toBe(422);
    expect(near.body).toEqual(far.body);
    expect((await check('secreto-aaaa2222')).status).toBe(200);
  });
});
