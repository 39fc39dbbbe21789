import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { OrderStatusSteps } from '@/components/orders/order-status-steps';
import { headlineOf } from '@/components/orders/order-confirmation';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { showsEstimate } from '@/components/orders/order-status';
import { statusWord } from '@/lib/vocabulary/order-status';

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

describe('the words for an order at a table', () => {
  it('are «Servido» for its last step, on the customer’s badge and the board’s button and badge', () => {
    expect(statusWord('collected', 3)).toBe('served');
    expect(statusWord('collected', null)).toBe('collected');
    expect(statusWord('ready', 3)).toBe('ready');
    const badge = (tableNumber: number | null) =>
      renderToString(
        <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
          <OrderStatusBadge status="collected" tableNumber={tableNumber} />
        </NextIntlClientProvider>,
      );
    expect(badge(3)).toContain('Servido');
    expect(badge(null)).toContain('Recogido');
    expect(messages.Admin.next.served).toBe('Servido');
  });
});

describe('the estimated time on the customer’s page', () => {
  const estimated_at = '2026-11-27T19:30:00.000Z';
  it('goes once a counter or table order is ready, and stays for a delivery on its way', () => {
    expect(showsEstimate({ status: 'preparing', delivery_type: 'fast', estimated_at })).toBe(true);
    expect(showsEstimate({ status: 'ready', delivery_type: 'fast', estimated_at })).toBe(false);
    expect(showsEstimate({ status: 'ready', delivery_type: 'takeaway', estimated_at })).toBe(false);
    expect(showsEstimate({ status: 'ready', delivery_type: 'delivery', estimated_at })).toBe(true);
    expect(showsEstimate({ status: 'out_for_delivery', delivery_type: 'delivery', estimated_at })).toBe(true);
    expect(showsEstimate({ status: 'delivered', delivery_type: 'delivery', estimated_at })).toBe(false);
    expect(showsEstimate({ status: 'received', delivery_type: 'takeaway', estimated_at: null })).toBe(false);
  });
});
