import { getTranslations } from 'next-intl/server';
import { AUDIT_ENTITIES, type AuditEntity, type AuditEntryResource } from '@/lib/audit/log';
import { changedKeys } from '@/lib/audit/changes';
import { isNamedInFull } from '@/lib/audit/names';
import { DELIVERY_TYPES, ORDER_STATUSES, type DeliveryType, type OrderStatus } from '@/lib/vocabulary/catalogue';
import type { ListMeta } from '@/lib/validations/list-query';
import { buttonClass } from '@/components/ui/button';
import { formatEuros } from '@/lib/pricing/money';
import { ListPager } from './list-pager';
import { Cell } from './table-cell';

const COLUMNS = ['when', 'who', 'what', 'before', 'after'] as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const isOrderStatus = (raw: unknown): raw is OrderStatus =>
  typeof raw === 'string' && (ORDER_STATUSES as readonly string[]).includes(raw);

/** Of a staff action on an order, the before and after columns show its status; the note is in «Cambio». */
const ORDER_KEYS = ['status'] as const;

/** The audit log as a table: a server component, readable without JavaScript, paged by links. */
export async function AuditTable({
  entries,
  meta,
  entity,
  timeZone,
}: {
  entries: AuditEntryResource[];
  meta: ListMeta;
  entity: AuditEntity | null;
  timeZone: string;
}) {
  const t = await getTranslations('Audit');
  const tStatus = await getTranslations('OrderStatus');
  const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'medium', timeZone });
  const hrefOf = (page: number) => ({
    pathname: '/admin/registro',
    query: { ...(entity ? { tipo: entity } : {}), ...(page > 1 ? { pagina: String(page) } : {}) },
  });

  const field = (key: string) => {
    const id = `fields.${key}` as 'fields.value';
    return t.has(id) ? t(id) : key;
  };
  /** `key` names what the value is: an amount (`…_cents`) reads as euros, not as a count of cents. */
  const value = (raw: unknown, key = ''): string => {
    if (raw === null || raw === undefined) return t('none');
    if (typeof raw === 'boolean') return raw ? t('yes') : t('no');
    if (typeof raw === 'number' && key.endsWith('_cents')) return formatEuros(raw);
    if (key === 'status' && isOrderStatus(raw)) return tStatus(raw);
    if (typeof raw === 'string' && ISO_INSTANT.test(raw)) return dateTime.format(new Date(raw));
    // Lists (hours, allergens, a product's restaurants): one item a line, «field value» pairs, no JSON.
    if (Array.isArray(raw)) return raw.length === 0 ? t('none') : raw.map((item) => value(item, key)).join('\n');
    if (typeof raw === 'object')
      return Object.entries(raw)
        .map(([inner, innerRaw]) => `${field(inner)} ${value(innerRaw, inner)}`)
        .join(' · ');
    return String(raw);
  };
  /** What an entry is about, in words: its name, its restaurant, and for a slot capacity the way of ordering. */
  const about = (entry: AuditEntryResource): string => {
    const type = entry.entity === 'slot_capacity' ? entry.entity_id.split(':')[1] : undefined;
    const way =
      type && (DELIVERY_TYPES as readonly string[]).includes(type) ? t(`deliveryTypes.${type as DeliveryType}`) : null;
    return [entry.entity_name, entry.restaurant_name, way].filter(Boolean).join(' · ');
  };
  /** A staff action on an order, as the other rows read: «Pedido RUZ-7K3M9Q · Cancelado · Cocina saturada». */
  const orderChange = (order: NonNullable<AuditEntryResource['order']>): string =>
    order.change === 'taken_by_phone' || order.change === 'rejected'
      ? t(`orderChanges.${order.change}`)
      : tStatus(order.change);
  const state = (snapshot: unknown, keys: readonly string[] | null) => {
    if (snapshot === null || typeof snapshot !== 'object') return <span>{value(snapshot)}</span>;
    const shown = Object.entries(snapshot).filter(([key]) => !keys || keys.includes(key));
    if (shown.length === 0) return <span className="text-muted">{t('unchanged')}</span>;
    return (
      // Side by side only where the columns are wide: on a tablet upright the names took the width and
      // the values broke a character a line.
      <dl className="grid gap-x-2 xl:grid-cols-[auto_minmax(0,1fr)]">
        {shown.map(([key, raw]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{field(key)}</dt>
            <dd className="whitespace-pre-line wrap-break-word max-xl:mb-1">{value(raw, key)}</dd>
          </div>
        ))}
      </dl>
    );
  };

  return (
    <>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('filter')}
          <select
            name="tipo"
            defaultValue={entity ?? ''}
            className="min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal"
          >
            <option value="">{t('allEntities')}</option>
            {AUDIT_ENTITIES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`entities.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          {t('apply')}
        </button>
      </form>

      {entries.length === 0 ? (
        <p className="mt-8 text-muted">{t('empty')}</p>
      ) : (
        // Scrolls sideways on a phone; focusable so that the keyboard can scroll it too.
        <div
          className="mt-4 overflow-x-auto rounded-xl border border-line bg-white"
          tabIndex={0}
          role="region"
          aria-label={t('scrollHint')}
        >
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[44rem]">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-cream text-xs uppercase tracking-wide text-muted max-sm:sr-only">
              <tr>
                {COLUMNS.map((column) => (
                  // The states side by side need room: squeezed by a long change, «Recibido» broke a letter a line.
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 ${column === 'before' || column === 'after' ? 'xl:min-w-44' : ''}`}
                  >
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line align-top max-sm:block">
              {entries.map((entry) => (
                // An order's row carries its status change's id, which an audit entry's may equal.
                <tr key={entry.order ? `order-${entry.id}` : entry.id} className="max-sm:block max-sm:py-2">
                  <Cell label={t('when')} className="whitespace-nowrap">
                    <time dateTime={entry.created_at}>{dateTime.format(new Date(entry.created_at))}</time>
                  </Cell>
                  <Cell label={t('who')}>
                    {entry.actor.id === null ? t('deletedAccount', { name: entry.actor.name }) : entry.actor.name}
                  </Cell>
                  <Cell label={t('what')}>
                    {entry.order ? (
                      <div>
                        <span className="font-semibold">
                          {t('orderTitle', { number: entry.order.number })} · {orderChange(entry.order)}
                        </span>
                        {entry.order.note ? <span className="wrap-anywhere"> · {entry.order.note}</span> : null}
                        {entry.restaurant_name ? (
                          <span className="block wrap-anywhere">{entry.restaurant_name}</span>
                        ) : null}
                      </div>
                    ) : (
                      <div>
                        <span className="font-semibold">
                          {t(`actions.${entry.action}`)} ·{' '}
                          {(AUDIT_ENTITIES as readonly string[]).includes(entry.entity)
                            ? t(`entities.${entry.entity as AuditEntity}`)
                            : entry.entity}
                        </span>
                        {/* By name («Flan de huevo casero · Casa Elefante Ruzafa»); the stored id too when a
                            name is missing (a product or restaurant since deleted) or it is a setting's key. */}
                        {about(entry) ? <span className="block wrap-anywhere">{about(entry)}</span> : null}
                        {isNamedInFull(entry) ? null : (
                          <span className="block break-all text-muted">{entry.entity_id}</span>
                        )}
                      </div>
                    )}
                  </Cell>
                  <Cell label={t('before')}>{state(entry.before, entry.order ? ORDER_KEYS : changedKeys(entry))}</Cell>
                  <Cell label={t('after')}>{state(entry.after, entry.order ? ORDER_KEYS : changedKeys(entry))}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ListPager meta={meta} hrefOf={hrefOf} />
    </>
  );
}
