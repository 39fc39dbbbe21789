import 'server-only';
import { cache } from 'react';
import { randomUUID } from 'node:crypto';
import { db, type DbClient } from '@/lib/db';
import { getSetting, SETTING_DEFAULTS, type SettingKey } from '@/lib/settings/store';
import { AppError } from '@/lib/errors';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenance-html';
import { recordAudit } from '@/lib/audit/log';
import { revalidateCachedPages } from './cached-pages';

// Settings in requests: read once per request, the catalogue's stamp and
// the pages it re-renders, the maintenance switch. The store itself (keys,
// defaults, one read) is lib/settings/store.ts.

export { getSetting, SETTING_DEFAULTS, type SettingKey } from '@/lib/settings/store';

const perRequest = new WeakMap<Request, Promise<(key: SettingKey) => string>>();

/**
 * Every setting, read once per request in one query (the API wrapper's
 * maintenance check and the catalogue's stamp share it).
 */
export function requestSettings(request: Request): Promise<(key: SettingKey) => string> {
  let settings = perRequest.get(request);
  if (!settings) {
    settings = db.setting.findMany({ select: { key: true, value: true } }).then((rows) => {
      const values = new Map(rows.map((row) => [row.key, row.value]));
      return (key: SettingKey) => values.get(key) ?? SETTING_DEFAULTS[key];
    });
    perRequest.set(request, settings);
  }
  return settings;
}

export async function setSetting(key: SettingKey, value: string): Promise<void> {
  await db.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
}

/**
 * Every change to what a catalogue shows calls this (lib/catalogue/cache.ts):
 * a new stamp, so the next request in any process reads the database again.
 */
export async function revalidateCatalogue(client: DbClient = db): Promise<void> {
  const value = randomUUID();
  await client.setting.upsert({
    where: { key: 'catalogue_version' },
    create: { key: 'catalogue_version', value },
    update: { value },
  });
  await revalidateCachedPages(client);
}

/** Whether the maintenance switch is on; memoised for one server render. */
export const isMaintenanceOn = cache(async (): Promise<boolean> => (await getSetting('maintenance')) === 'true');

/** The maintenance switch, recorded in the audit log with who turned it. */
export async function setMaintenance(actor: { id: number }, enabled: boolean): Promise<void> {
  const value = enabled ? 'true' : 'false';
  await db.$transaction(async (tx) => {
    const before = await getSetting('maintenance', tx);
    await tx.setting.upsert({
      where: { key: 'maintenance' },
      create: { key: 'maintenance', value },
      update: { value },
    });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'setting',
      entityId: 'maintenance',
      before: { value: before },
      after: { value },
    });
  });
}

/**
 * While maintenance is on, only staff and managers may sign in (the login
 * calls stay open for them); a customer gets the maintenance answer and no
 * session.
 */
export async function assertMaySignInNow(userId: number): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true, blockedAt: true } });
  if (user?.blockedAt) throw new AppError('account_blocked');
  if (!(await isMaintenanceOn())) return;
  if (user?.role === 'staff' || user?.role === 'manager') return;
  throw new AppError('maintenance', { headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) } });
}
