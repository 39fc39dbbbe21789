import 'server-only';
import { z } from 'zod';
import { db } from '@/lib/db';
import { recordAudit } from '@/lib/audit/log';
import { loyaltySettings } from '@/lib/loyalty/ledger';
import { POINTS_TO_REDEEM } from '@/lib/loyalty/rules';
import { kitchenStations } from '@/lib/orders/kitchen';
import { PRODUCT_CATEGORIES } from '@/lib/vocabulary/catalogue';
import { getSetting, revalidateCatalogue, type SettingKey } from '@/lib/site/settings';
import {
  companyDefaults,
  companySettings,
  SOCIAL_IDS,
  socialDefaults,
  socialSettings,
  type CompanySettings,
  type SocialSettings,
} from '@/lib/settings/company';
import { emailField } from '@/lib/validations/fields';
import { nifField } from '@/lib/validations/invoice';
import {
  builtInComplaintSheetNotice,
  COMMUNITY_CODES,
  communityComplaintSheetNotice,
  parseComplaintSheets,
  type CommunityCode,
} from '@/lib/site/complaint-sheets';
import { communitiesWithRestaurants } from '@/lib/site/complaint-sheet-notices';
import { centsField } from '@/lib/validations/money';

// The chain's settings in the back office (issue 14, scope 5): loyalty
// amounts, the company data of the legal pages, the social links, the
// kitchen display's stations and the complaint-sheet notice of each
// autonomous community (issue 16). GET /api/admin/settings answers them all;
// PUT takes any of the sections, each replaced whole, audited per key.

export type StationSetting = { name: string; categories: string[] };

export type SettingsResource = {
  loyalty: { min_subtotal_cents: number; discount_cap_cents: number };
  company: CompanySettings;
  social_links: SocialSettings;
  kitchen_stations: StationSetting[];
  /** The notice of each community where the chain has restaurants (or a manager wrote one). */
  complaint_sheets: Partial<Record<CommunityCode, string>>;
  maintenance: boolean;
};

const text = (what: string, max: number) =>
  z
    .string({ error: `Escribe ${what}.` })
    .trim()
    .min(2, `Escribe ${what}.`)
    .max(max, `Como mucho ${max} caracteres.`);

const socialUrl = z
  .string({ error: 'Escribe la dirección o déjala vacía.' })
  .trim()
  .max(300, 'Como mucho 300 caracteres.')
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
    error: 'Escribe una dirección que empiece por https:// (o déjala vacía para no mostrarla).',
  });

/** Names a JSON object cannot hold as its own keys. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const stationsSchema = z
  .array(
    z.object({
      name: text('el nombre de la estación', 40),
      categories: z.array(z.enum(PRODUCT_CATEGORIES, { error: 'Esa categoría de productos no existe.' })).max(30),
    }),
    { error: 'Indica las estaciones de la cocina.' },
  )
  .min(1, 'La cocina necesita al menos una estación.')
  .max(8, 'Como mucho 8 estaciones.')
  .superRefine((stations, ctx) => {
    const names = new Set<string>();
    const categories = new Set<string>();
    stations.forEach((station, index) => {
      const name = station.name.toLocaleLowerCase('es');
      if (RESERVED_NAMES.has(name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Elige otro nombre para la estación.' });
      if (names.has(name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Hay dos estaciones con ese nombre.' });
      names.add(name);
      for (const category of station.categories) {
        if (categories.has(category))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'categories'],
            message: 'Cada categoría va a una sola estación.',
          });
        categories.add(category);
      }
    });
  });

const complaintSheetsSchema = z.partialRecord(
  z.enum(COMMUNITY_CODES),
  z.string({ error: 'Escribe el aviso o déjalo vacío.' }).trim().max(600, 'Como mucho 600 caracteres.'),
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'Indica el aviso de cada comunidad autónoma.'
        : 'Esa comunidad autónoma no existe.',
  },
);

export const settingsUpdateSchema = z
  .object({
    loyalty: z.object({
      min_subtotal_cents: centsField('El pedido mínimo que suma un punto'),
      discount_cap_cents: centsField('El descuento máximo de la tarjeta').min(
        1,
        'El descuento máximo de la tarjeta es de al menos 0,01 €.',
      ),
      // Not a setting (POINTS_TO_REDEEM): a client that sends another count is told, not ignored.
      points_to_redeem: z
        .literal(POINTS_TO_REDEEM, { error: `Un descuento de la tarjeta son siempre ${POINTS_TO_REDEEM} puntos.` })
        .optional(),
    }),
    company: z.object({
      name: text('la razón social', 120),
      // It signs every ticket's VeriFactu record: a typo would be in all of them.
      nif: nifField,
      address: text('la dirección', 200),
      email: emailField,
      phone: text('el teléfono', 30),
      registry: text('los datos del registro mercantil', 200),
      dpo_email: emailField,
    }),
    social_links: z.object(
      Object.fromEntries(SOCIAL_IDS.map((id) => [id, socialUrl])) as Record<
        (typeof SOCIAL_IDS)[number],
        typeof socialUrl
      >,
    ),
    kitchen_stations: stationsSchema,
    complaint_sheets: complaintSheetsSchema,
  })
  .partial();

export async function getSettings(): Promise<SettingsResource> {
  const [loyalty, company, social, stations, maintenance, complaintSheets, communities] = await Promise.all([
    loyaltySettings(db),
    companySettings(),
    socialSettings(),
    kitchenStations(),
    getSetting('maintenance'),
    getSetting('complaint_sheets'),
    communitiesWithRestaurants(),
  ]);
  const written = parseComplaintSheets(complaintSheets);
  return {
    loyalty: {
      min_subtotal_cents: loyalty.minSubtotalCents,
      discount_cap_cents: loyalty.discountCapCents,
    },
    company,
    social_links: social,
    kitchen_stations: Object.entries(stations).map(([name, categories]) => ({ name, categories: [...categories] })),
    complaint_sheets: Object.fromEntries(
      COMMUNITY_CODES.filter((code) => communities.includes(code) || written[code]).map((code) => [
        code,
        communityComplaintSheetNotice(code, complaintSheets),
      ]),
    ),
    maintenance: maintenance === 'true',
  };
}

/** What each section stores: key → value (a value equal to the default is stored all the same, so it is explicit). */
function storedValues(input: z.infer<typeof settingsUpdateSchema>): [SettingKey, string][] {
  const values: [SettingKey, string][] = [];
  if (input.loyalty) {
    values.push(['loyalty_min_subtotal_cents', String(input.loyalty.min_subtotal_cents)]);
    values.push(['loyalty_discount_cap_cents', String(input.loyalty.discount_cap_cents)]);
  }
  if (input.company) values.push(['company', JSON.stringify(changedFrom(companyDefaults(), input.company))]);
  if (input.social_links)
    values.push(['social_links', JSON.stringify(changedFrom(socialDefaults(), input.social_links))]);
  if (input.kitchen_stations)
    values.push([
      'kitchen_stations',
      JSON.stringify(Object.fromEntries(input.kitchen_stations.map((station) => [station.name, station.categories]))),
    ]);
  if (input.complaint_sheets) values.push(['complaint_sheets', storedComplaintSheets(input.complaint_sheets)]);
  return values;
}

/** Only the notices that differ from the built-in ones ("" when none does): an improved built-in text still shows. */
function storedComplaintSheets(notices: Partial<Record<CommunityCode, string>>): string {
  const changed = Object.entries(notices).filter(
    ([code, text]) => text && text !== builtInComplaintSheetNotice(code as CommunityCode),
  );
  return changed.length ? JSON.stringify(Object.fromEntries(changed)) : '';
}

/** Only what differs from the deployment's defaults: a later change of the environment still shows. */
function changedFrom<T extends Record<string, string>>(defaults: T, values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => defaults[key] !== value)) as Partial<T>;
}

export async function updateSettings(actor: { id: number }, input: z.infer<typeof settingsUpdateSchema>) {
  const values = storedValues(input);
  await db.$transaction(async (tx) => {
    for (const [key, value] of values) {
      const before = await getSetting(key, tx);
      if (before === value) continue;
      await tx.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'setting',
        entityId: key,
        before: { value: before },
        after: { value },
      });
    }
    // The legal pages, the header and footer and the loyalty texts are in cached pages.
    await revalidateCatalogue(tx);
  });
  return getSettings();
}
