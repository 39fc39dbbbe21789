import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { OrderStatusSteps } from '@/components/orders/order-status-steps';
import { headlineOf } from '@/components/orders/order-confirmation';

// An order for a table is brought to it (found by a QA pass: the customer at
// table 3 was told to come and collect it, and its last step said «Recogido»).

// The confirmation's links and router are next-intl's, which need Next's router: not rendered here.
vi.mock('@/lib/i18n/navigation', () => ({ Link: () => null, useRouter: () => ({}) }));

const at = '2026-11-27T19:00:00.000Z';
const order = (table_number: number | null, status: 'ready' | 'collected') => ({
  status,
  delivery_type: 'fast' as const,
  table_number,
  status_history: [{ status, note: null, at }],
  created_at: at,
  cancel_reason: null,
  restaurant: { time_zone: 'Europe/Madrid' },
});

const steps = (props: ReturnType<typeof order>) =>
  renderToString(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <OrderStatusSteps order={props} />
    </NextIntlClientProvider>,
  );

describe('an order for a table', () => {
  it('says it is on its way to the table, not waiting at the counter', () => {
    expect(headlineOf(order(3, 'ready'))).toBe('ready_table');
    expect(messages.OrderConfirmation.headline.ready_table).toBe('¡Tu pedido está listo!');
    expect(messages.OrderConfirmation.lead.ready_table).toContain('mesa {table}');
    expect(headlineOf(order(3, 'collected'))).toBe('collected_table');
    // At the counter it is still collected.
    expect(headlineOf(order(null, 'ready'))).toBe('ready_pickup');
    expect(headlineOf(order(null, 'collected'))).toBe('collected');
  });

  it('ends with «Servido», where a counter order ends with «Recogido»', () => {
    expect(steps(order(3, 'collected'))).toContain('Servido');
    expect(steps(order(3, 'collected'))).not.toContain('Recogido');
    expect(steps(order(null, 'collected'))).toContain('Recogido');
  });
});
