import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { SETTING_DEFAULTS } from '@/lib/settings/store';
import type { PackagingPrice } from './rates';

const KEYS = ['packaging_price_cents', 'packaging_tax_rate'] as const;
const IVA_RATES = [0, 4, 5, 10, 21];

function whole(value: string | undefined, fallback: string): number {
  const parsed = Number(value ?? fallback);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : Number(fallback);
}

/** The packaging line's price per unit and IVA rate, from the settings (one query). */
export async function packagingPrice(client: DbClient = db): Promise<PackagingPrice> {
  const rows = await client.setting.findMany({ where: { key: { in: [...KEYS] } }, select: { key: true, value: true } });
  const value = (key: (typeof KEYS)[number]) =>
    whole(rows.find((row) => row.key === key)?.value, SETTING_DEFAULTS[key]);
  const rate = value('packaging_tax_rate');
  // Only a Spanish IVA rate (OrderTax refuses any other): a mistyped setting falls back to the default.
  return {
    unitCents: value('packaging_price_cents'),
    rate: IVA_RATES.includes(rate) ? rate : Number(SETTING_DEFAULTS.packaging_tax_rate),
  };
}
