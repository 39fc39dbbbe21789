import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';

// Key-value settings with their defaults. Read per request (a primary-key
// lookup, ~0.1 ms), so a change applies to the next request without restart.

export const SETTING_DEFAULTS = {
  maintenance: 'false',
  loyalty_min_subtotal_cents: '1000',
  loyalty_discount_cap_cents: '800',
  loyalty_points_to_redeem: '6',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function getSetting(key: SettingKey): Promise<string> {
  const row = await db.setting.findUnique({ where: { key }, select: { value: true } });
  return row?.value ?? SETTING_DEFAULTS[key];
}

export async function setSetting(key: SettingKey, value: string): Promise<void> {
  await db.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
}

/** Whether the maintenance switch is on; memoised for one server render. */
export const isMaintenanceOn = cache(async (): Promise<boolean> => (await getSetting('maintenance')) === 'true');
