import 'server-only';
import { db, type DbClient } from '@/lib/db';

// Key-value settings with their defaults. Read per request (a primary-key
// lookup, ~0.1 ms), so a change applies to the next request without restart.

export const SETTING_DEFAULTS = {
  maintenance: 'false',
  loyalty_min_subtotal_cents: '1000',
  loyalty_discount_cap_cents: '800',
  /** JSON {station: [categories]} of the kitchen display; empty: lib/vocabulary/kitchen.ts's default. */
  kitchen_stations: '',
  /** JSON of the company data a manager changed (lib/site/company.ts); the rest comes from the environment. */
  company: '',
  /** JSON of the social links a manager changed; "" for a network hides it. */
  social_links: '',
  /** JSON {autonomous community code: notice} of the complaint sheets (lib/site/complaint-sheets.ts); "" or a missing code: the built-in text. */
  complaint_sheets: '',
  /** The single-use packaging line of takeaway and delivery (Ley 7/2022 art. 55; decision 028): cents per unit, IVA %. */
  packaging_price_cents: '5',
  packaging_tax_rate: '10',
  /** "verifactu": tickets carry the VERI*FACTU legend; "none": the company reports through the SII (decision 029). */
  verifactu_mode: 'verifactu',
  /** Stamp of the catalogues' content (lib/catalogue/cache.ts): changes whenever what they show does. */
  catalogue_version: '',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function getSetting(key: SettingKey, client: DbClient = db): Promise<string> {
  const row = await client.setting.findUnique({ where: { key }, select: { value: true } });
  return row?.value ?? SETTING_DEFAULTS[key];
}
