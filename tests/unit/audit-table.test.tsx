import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import type { AuditEntryResource } from '@/lib/audit/log';

// Decision 045: a staff action on an order reads like the log's other rows,
// «Pedido RUZ-7K3M9Q · Cancelado · Cocina saturada», its restaurant under it,
// and the status before and after in Spanish.

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'es', messages, namespace: namespace as 'Audit' }),
}));
// The log's module opens no database here: the table only reads its constants.
vi.mock('@/lib/db', () => ({ db: {} }));
// The pager is a server component of its own (one page here: it shows nothing anyway).
vi.mock('@/components/admin/list-pager', () => ({ ListPager: () => null }));

const { AuditTable } = await import('@/components/admin/audit-table');

const at = '2026-11-24T12:30:00.000Z';
const orderRow = (order: NonNullable<AuditEntryResource['order']>, id = 7): AuditEntryResource => ({
  id,
  actor: { id: 2, name: 'Javier Ortega Ruiz' },
  action: order.previous_status === null ? 'create' : 'update',
  entity: 'order',
  entity_id: 'pUbLiCiD',
  entity_name: order.number,
  restaurant_name: 'Casa Elefante Ruzafa',
  before: order.previous_status === null ? null : { status: order.previous_status },
  after: { status: order.status, note: order.note },
  created_at: at,
  order,
});

async function render(entries: AuditEntryResource[]): Promise<string> {
  const table = await AuditTable({
    entries,
    meta: { page: 1, per_page: 25, total: entries.length },
    entity: null,
    timeZone: 'Europe/Madrid',
  });
  return renderToStaticMarkup(table)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a staff action on an order in the audit log', () => {
  it('reads «Pedido número · what happened · note», with the restaurant and the statuses in Spanish', async () => {
    const text = await render([
      orderRow({
        number: 'RUZ-7K3M9Q',
        change: 'cancelled',
        status: 'cancelled',
        previous_status: 'accepted',
        note: 'Cocina saturada',
      }),
    ]);
    expect(text).toContain('Javier Ortega Ruiz');
    expect(text).toContain('Pedido RUZ-7K3M9Q · Cancelado · Cocina saturada');
    expect(text).toContain('Casa Elefante Ruzafa');
    expect(text).toContain('Estado Aceptado');
    expect(text).toContain('Estado Cancelado');
    // The raw words of the API never reach the page.
    expect(text).not.toMatch(/\b(cancelled|accepted|pUbLiCiD)\b/);
  });

  it('names a rejection, an order taken by phone and the kitchen’s steps as such', async () => {
    const text = await render([
      orderRow({
        number: 'RUZ-AAAAAA',
        change: 'rejected',
        status: 'cancelled',
        previous_status: 'received',
        note: 'x',
      }),
      orderRow(
        { number: 'RUZ-BBBBBB', change: 'taken_by_phone', status: 'received', previous_status: null, note: null },
        8,
      ),
      orderRow(
        { number: 'RUZ-CCCCCC', change: 'ready', status: 'ready', previous_status: 'preparing', note: 'Cocina' },
        9,
      ),
      orderRow(
        { number: 'RUZ-DDDDDD', change: 'served', status: 'collected', previous_status: 'ready', note: null },
        10,
      ),
    ]);
    expect(text).toContain('Pedido RUZ-AAAAAA · Rechazado · x');
    expect(text).toContain('Pedido RUZ-BBBBBB · Tomado por teléfono');
    expect(text).toContain('Pedido RUZ-CCCCCC · Listo · Cocina');
    expect(text).toContain('Pedido RUZ-DDDDDD · Servido');
  });

  it('offers the orders in the filter', async () => {
    const table = await AuditTable({
      entries: [],
      meta: { page: 1, per_page: 25, total: 0 },
      entity: null,
      timeZone: 'Europe/Madrid',
    });
    expect(renderToStaticMarkup(table)).toContain('<option value="order">Pedido</option>');
  });
});
