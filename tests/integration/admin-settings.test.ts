import { beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from '@/app/api/admin/settings/route';
import { db } from '@/lib/db';
import { loyaltySettings } from '@/lib/loyalty/ledger';
import { POINTS_TO_REDEEM } from '@/lib/loyalty/rules';
import { kitchenStations } from '@/lib/orders/kitchen';
import { companyDefaults, currentCompanyData, currentSocialLinks, socialDefaults } from '@/lib/settings/company';
import { getSetting } from '@/lib/site/settings';
import { DEFAULT_STATIONS } from '@/lib/vocabulary/kitchen';
import { DEFAULT_COMPLAINT_SHEET_NOTICES } from '@/lib/site/complaint-sheets';
import { complaintSheetNoticesByCommunity, restaurantComplaintSheetNotice } from '@/lib/site/complaint-sheet-notices';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';

// Issue 14, scope 5: the chain's settings — loyalty amounts, the company data
// of the legal pages, social links and the kitchen's stations — by managers.

setUpTemporaryFiles();

let manager: ApiClient;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
});

const put = (json: unknown) => manager.put(settingsRoute.PUT, '/api/admin/settings', { json });
const auditOf = (key: string) =>
  db.auditEntry.findFirst({ where: { entity: 'setting', entityId: key }, orderBy: { id: 'desc' } });

describe('settings', () => {
  it('answer the environment and the defaults until a manager changes them', async () => {
    const read = await manager.get(settingsRoute.GET, '/api/admin/settings');
    expect(read.status).toBe(200);
    const loyalty = await loyaltySettings(db);
    expect(read.body.data).toEqual({
      loyalty: {
        min_subtotal_cents: loyalty.minSubtotalCents,
        discount_cap_cents: loyalty.discountCapCents,
      },
      company: companyDefaults(),
      social_links: socialDefaults(),
      kitchen_stations: Object.entries(DEFAULT_STATIONS).map(([name, categories]) => ({ name, categories })),
      // The communities of the demo chain's restaurants, each with its built-in notice.
      complaint_sheets: {
        AN: DEFAULT_COMPLAINT_SHEET_NOTICES.AN,
        CT: DEFAULT_COMPLAINT_SHEET_NOTICES.CT,
        VC: DEFAULT_COMPLAINT_SHEET_NOTICES.VC,
        MD: DEFAULT_COMPLAINT_SHEET_NOTICES.MD,
      },
      maintenance: false,
    });
  });

  it('change the loyalty amounts the next order uses, each key audited with before and after', async () => {
    const before = await loyaltySettings(db);
    const changed = await put({ loyalty: { min_subtotal_cents: 1500, discount_cap_cents: 1000 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await loyaltySettings(db)).toEqual({ minSubtotalCents: 1500, discountCapCents: 1000 });
    const audit = await auditOf('loyalty_min_subtotal_cents');
    expect(JSON.parse(audit!.before!)).toEqual({ value: String(before.minSubtotalCents) });
    expect(JSON.parse(audit!.after!)).toEqual({ value: '1500' });
  });

  it('keep the points of a discount at 6, as the card and the conditions say: another count is refused', async () => {
    const before = await db.setting.findMany({ orderBy: { key: 'asc' } });
    const refused = await put({ loyalty: { min_subtotal_cents: 1000, discount_cap_cents: 800, points_to_redeem: 8 } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'loyalty.points_to_redeem': [`Un descuento de la tarjeta son siempre ${POINTS_TO_REDEEM} puntos.`],
    });
    expect(await db.setting.findMany({ orderBy: { key: 'asc' } })).toEqual(before);
    const same = await put({ loyalty: { min_subtotal_cents: 1000, discount_cap_cents: 800, points_to_redeem: 6 } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(await db.setting.count({ where: { key: 'loyalty_points_to_redeem' } })).toBe(0);
  });

  it('change the company data of the legal pages and hide a social network left empty', async () => {
    const stamp = async () => (await db.setting.findUnique({ where: { key: 'catalogue_version' } }))?.value ?? null;
    const stampBefore = await stamp();
    const company = { ...companyDefaults(), name: 'Elefante Hostelería, S.L.', nif: 'b-12345674' };
    const social = { ...socialDefaults(), tiktok: '' };
    const changed = await put({ company, social_links: social });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.company).toMatchObject({ name: 'Elefante Hostelería, S.L.', nif: 'B12345674' });
    // Only what differs from the environment is stored.
    expect(JSON.parse(await getSetting('company'))).toEqual({ name: 'Elefante Hostelería, S.L.', nif: 'B12345674' });
    expect(await currentCompanyData()).toMatchObject({
      companyName: 'Elefante Hostelería, S.L.',
      companyNif: 'B12345674',
    });
    expect((await currentSocialLinks()).map((link) => link.id)).toEqual(['instagram', 'facebook']);
    // The pages that print them are rendered again.
    expect(await stamp()).not.toBe(stampBefore);
  });

  it('change the kitchen stations: every category at one station at most', async () => {
    const stations = [
      { name: 'Plancha', categories: ['burger', 'extra', 'combo', 'dish'] },
      { name: 'Barra', categories: ['drink', 'coffee', 'dessert'] },
    ];
    const changed = await put({ kitchen_stations: stations });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await kitchenStations()).toEqual({ Plancha: stations[0]!.categories, Barra: stations[1]!.categories });
    const twice = await put({
      kitchen_stations: [...stations, { name: 'plancha', categories: ['burger'] }],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({
      'kitchen_stations.2.name': ['Hay dos estaciones con ese nombre.'],
      'kitchen_stations.2.categories': ['Cada categoría va a una sola estación.'],
    });
    expect(Object.keys(await kitchenStations())).toEqual(['Plancha', 'Barra']);
  });

  it('change the complaint-sheet notice of a community, for the complaints page and the ticket (issue 16)', async () => {
    const madrid = { postalCode: '28004' };
    const notice = 'Existen hojas de reclamaciones a disposición del consumidor. Pídelas en caja.';
    const changed = await put({
      complaint_sheets: { MD: `  ${notice}  `, VC: '', CT: DEFAULT_COMPLAINT_SHEET_NOTICES.CT },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // Only what differs from the built-in texts is stored; an empty one goes back to the built-in text.
    expect(JSON.parse(await getSetting('complaint_sheets'))).toEqual({ MD: notice });
    expect(changed.body.data.complaint_sheets).toMatchObject({ MD: notice, VC: DEFAULT_COMPLAINT_SHEET_NOTICES.VC });
    expect(await restaurantComplaintSheetNotice(madrid)).toBe(notice);
    const groups = await complaintSheetNoticesByCommunity();
    expect(groups.map((group) => group.name)).toEqual([
      'Comunitat Valenciana',
      'Comunidad de Madrid',
      'Cataluña',
      'Andalucía',
    ]);
    expect(groups[1]).toMatchObject({ community: 'MD', notice });
    expect(groups[1]!.restaurants).toContain('Madrid · Casa Elefante Malasaña');
    expect(JSON.parse((await auditOf('complaint_sheets'))!.after!)).toEqual({ value: JSON.stringify({ MD: notice }) });

    const refused = await put({ complaint_sheets: { XX: 'Aviso', MD: 'x'.repeat(601) } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      complaint_sheets: ['Esa comunidad autónoma no existe.'],
      'complaint_sheets.MD': ['Como mucho 600 caracteres.'],
    });
    expect(await restaurantComplaintSheetNotice(madrid)).toBe(notice);

    expect((await put({ complaint_sheets: {} })).status).toBe(200);
    expect(await getSetting('complaint_sheets')).toBe('');
    expect(await restaurantComplaintSheetNotice(madrid)).toBe(DEFAULT_COMPLAINT_SHEET_NOTICES.MD);
  });

  it('refuse bad input with Spanish messages and change nothing', async () => {
    const before = await db.setting.findMany({ orderBy: { key: 'asc' } });
    const response = await put({
      loyalty: { min_subtotal_cents: -1, discount_cap_cents: 10.5, points_to_redeem: 0 },
      // A wrong check character is refused too: the NIF signs every ticket's record.
      company: { ...companyDefaults(), nif: 'B12345678', email: 'no' },
      social_links: { ...socialDefaults(), instagram: 'javascript:alert(1)' },
      kitchen_stations: [],
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'company.email',
      'company.nif',
      'kitchen_stations',
      'loyalty.discount_cap_cents',
      'loyalty.min_subtotal_cents',
      'loyalty.points_to_redeem',
      'social_links.instagram',
    ]);
    expect(response.body.errors['social_links.instagram'][0]).toMatch(/https:\/\//);
    expect(await db.setting.findMany({ orderBy: { key: 'asc' } })).toEqual(before);
  });

  it('refuse a card discount of nothing and a station named like an object property', async () => {
    const loyalty = await put({ loyalty: { min_subtotal_cents: 1000, discount_cap_cents: 0, points_to_redeem: 6 } });
    expect(loyalty.status).toBe(422);
    expect(Object.keys(loyalty.body.errors)).toEqual(['loyalty.discount_cap_cents']);
    const stations = await put({ kitchen_stations: [{ name: '__proto__', categories: ['burger'] }] });
    expect(stations.body.errors).toEqual({ 'kitchen_stations.0.name': ['Elige otro nombre para la estación.'] });
  });

  it('are for managers only', async () => {
    const staff = (await signIn(DEMO.staff)).client;
    expect((await staff.get(settingsRoute.GET, '/api/admin/settings')).status).toBe(403);
    expect((await staff.put(settingsRoute.PUT, '/api/admin/settings', { json: { loyalty: {} } })).status).toBe(403);
  });
});
