import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { OrderCard } from '@/components/admin/order-card';
import type { AdminOrderResource } from '@/lib/orders/staff-orders';
import { SUECA_10 } from '../support/address-fixtures';

// The board's card says where a delivery goes and how it is paid (found by a
// QA pass: staff had no screen with the address), and names each action with
// its order for whoever hears the buttons out of their card.

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, prefetch, ...rest }: { href: string; children: ReactNode; prefetch?: boolean }) => (
    <a href={href} data-prefetch={String(prefetch)} {...rest}>
      {children}
    </a>
  ),
}));

const createdAt = '2026-11-27T19:00:00.000Z';

function delivery(overrides: Partial<AdminOrderResource> = {}): AdminOrderResource {
  return {
    id: 'a1b2c3',
    number: 'RUZ1-0042',
    status: 'received',
    delivery_type: 'delivery',
    table_number: null,
    created_at: createdAt,
    scheduled_for: null,
    estimated_at: null,
    restaurant: { time_zone: 'Europe/Madrid' },
    payment_method: 'cash',
    payment_status: 'pending',
    entered_by: null,
    customer_name: 'Lucía Ferrer',
    customer_phone: '611 223 344',
    customer_allergies: [],
    address: { ...SUECA_10, notes: 'Timbre roto: llamad al móvil' },
    lines: [{ id: 1, quantity: 2, name: 'La Clásica', details: ['Sin cebolla'] }],
    observation: null,
    total: 2380,
    allowed_transitions: ['accepted', 'cancelled'],
    ...overrides,
  } as unknown as AdminOrderResource;
}

const render = (order: AdminOrderResource) =>
  renderToString(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <OrderCard
        order={order}
        now={Date.parse(createdAt) + 5 * 60_000}
        isBusy={false}
        onChange={() => {}}
        onAskReason={() => {}}
      />
    </NextIntlClientProvider>,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe("the board's order card", () => {
  it('shows where a delivery goes, with its notes, and that cash is to be collected', () => {
    const html = render(delivery());
    const address = /data-testid="order-address"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
    expect(text(address)).toBe(
      'Entregar en: Carrer de Sueca 10 · Piso 2, puerta B · 46006 ValenciaTimbre roto: llamad al móvil',
    );
    expect(text(/data-testid="order-payment"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '')).toBe('Cobrar en efectivo');
  });

  it('gives the kitchen’s time until the order is ready, then only what is still ahead', () => {
    const scheduled = { scheduled_for: '2026-11-27T12:00:00.000Z', estimated_at: '2026-11-27T12:00:00.000Z' };
    const takeaway = (status: string) =>
      text(render(delivery({ ...scheduled, delivery_type: 'takeaway', address: null, status } as never)));
    expect(takeaway('preparing')).toContain('Para las 13:00 · Listo a las 13:00');
    // Ready at 11:01 for 13:00: «Listo a las 13:00» would be wrong.
    expect(takeaway('ready')).toContain('Para las 13:00');
    expect(takeaway('ready')).not.toContain('Listo a las');
    const door = (status: string) => text(render(delivery({ ...scheduled, status } as never)));
    expect(door('accepted')).toMatch(/Listo a las \d{2}:\d{2} · en la puerta hacia las 13:00/);
    expect(door('out_for_delivery')).toContain('Para las 13:00 · En la puerta hacia las 13:00');
    expect(door('out_for_delivery')).not.toContain('Listo a las');
  });

  it('says the cash was taken once the order is paid, and shows no address for a takeaway', () => {
    const html = render(delivery({ delivery_type: 'takeaway', address: null, payment_status: 'paid' }));
    expect(html).not.toContain('order-address');
    expect(text(/data-testid="order-payment"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '')).toBe('Cobrado en efectivo');
  });

  it('names its accept and reject buttons with the order', () => {
    // Read as a screen reader does: the hidden words are a separate box, so a space comes between.
    const buttons = [...render(delivery()).matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map(([, inner]) =>
      inner!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(buttons).toEqual(['Aceptar (pedido RUZ1-0042)', 'Rechazar (pedido RUZ1-0042)']);
  });

  it('serves a table order where a counter order is collected', () => {
    const ready = (table_number: number | null) =>
      text(
        render(
          delivery({
            delivery_type: 'fast',
            table_number,
            address: null,
            status: 'ready',
            allowed_transitions: ['collected', 'cancelled'],
          } as never),
        ),
      );
    expect(ready(4)).toContain('Servido(pedido RUZ1-0042)');
    expect(ready(4)).not.toContain('Recogido');
    expect(ready(null)).toContain('Recogido(pedido RUZ1-0042)');
    const served = text(
      render(
        delivery({
          delivery_type: 'fast',
          table_number: 4,
          address: null,
          status: 'collected',
          allowed_transitions: [],
        } as never),
      ),
    );
    expect(served).toContain('Servido');
    expect(served).not.toContain('Recogido');
  });
});
