import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  addDays,
  eachDay,
  isIsoDate,
  lastThirtyDays,
  localDays,
  localRange,
  startOfLocalDay,
} from '@/lib/admin/reports/dates';
import { parseSalesQuery, reportCsvHref } from '@/lib/admin/reports/query';
import {
  averageTicket,
  groupLabel,
  reasonLabel,
  reportRow,
  SALE_STATUSES,
  sortRows,
  totalsOf,
} from '@/lib/admin/reports/summary';
import { reportCsv } from '@/lib/admin/reports/csv';
import { taxBreakdown } from '@/lib/admin/reports/taxes';
import { PAYMENT_METHODS } from '@/lib/vocabulary/payment-methods';

const CSV_BOM = '\uFEFF';
import type { SalesReport } from '@/lib/admin/reports/types';

// Issue 14, scope 8: the pure parts of the sales reports.

const HOUR = 3_600_000;

describe('what counts as a sale', () => {
  it('is every status but cancelled and pending payment', () => {
    expect(SALE_STATUSES).not.toContain('cancelled');
    expect(SALE_STATUSES).not.toContain('pending_payment');
    expect(SALE_STATUSES).toEqual(
      expect.arrayContaining([
        'received',
        'accepted',
        'preparing',
        'ready',
        'out_for_delivery',
        'delivered',
        'collected',
      ]),
    );
  });
});

describe('averageTicket', () => {
  it.each([
    [1000, 3, 333], // 333,33…
    [2000, 3, 667], // 666,67…
    [1001, 2, 501], // 500,5 → up
    [999, 2, 500], // 499,5 → up
    [5, 2, 3],
    [1234, 1, 1234],
    [0, 4, 0],
  ])('%i cents over %i orders is %i', (total, orders, expected) => {
    expect(averageTicket(total, orders)).toBe(expected);
  });

  it('is null without orders', () => {
    expect(averageTicket(0, 0)).toBeNull();
  });
});

describe('rows and totals', () => {
  const rows = [
    reportRow('takeaway', 'Para recoger', { orders: 2, totalCents: 3001, discountCents: 0 }),
    reportRow('delivery', 'A domicilio', { orders: 3, totalCents: 4500, discountCents: 250 }),
    reportRow('fast', 'Fast', { orders: 1, totalCents: 3001, discountCents: 0 }),
  ];

  it('each row has its own average ticket', () => {
    expect(rows[0]!.averageTicketCents).toBe(1501);
    expect(rows[1]!.averageTicketCents).toBe(1500);
  });

  it('totals add every row and average over every order', () => {
    expect(totalsOf(rows)).toEqual({
      orders: 6,
      totalCents: 10_502,
      discountCents: 250,
      averageTicketCents: 1750, // 1750,33…
    });
    expect(totalsOf([])).toEqual({ orders: 0, totalCents: 0, discountCents: 0, averageTicketCents: null });
  });

  it('groups rank by sales (more orders first on a tie); days keep the calendar', () => {
    expect(sortRows('type', rows).map((row) => row.key)).toEqual(['delivery', 'takeaway', 'fast']);
    const days = [
      reportRow('2026-03-02', 'b', { orders: 1, totalCents: 900, discountCents: 0 }),
      reportRow('2026-03-01', 'a', { orders: 1, totalCents: 100, discountCents: 0 }),
    ];
    expect(sortRows('day', days).map((row) => row.key)).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('labels each kind of group in Spanish', () => {
    const names = new Map([['valencia-ruzafa', 'Casa Elefante Ruzafa']]);
    expect(groupLabel('day', '2026-03-29', names)).toBe('dom, 29 mar 2026');
    expect(groupLabel('restaurant', 'valencia-ruzafa', names)).toBe('Casa Elefante Ruzafa');
    expect(groupLabel('type', 'delivery', names)).toBe('A domicilio');
    expect(groupLabel('type', 'fast', names)).toBe('Fast');
    expect(groupLabel('payment', 'cash', names)).toBe('Efectivo');
    expect(groupLabel('payment', 'card_on_delivery', names)).toBe('Tarjeta al recibir');
    expect(groupLabel('payment', 'card', names)).toBe('Tarjeta online');
    expect(groupLabel('payment', 'bizum', names)).toBe('Bizum');
    expect(reasonLabel(null)).toBe('Sin motivo');
    expect(reasonLabel('Cocina saturada')).toBe('Cocina saturada');
  });

  it('has a Spanish label for every payment method an order can carry', () => {
    for (const method of PAYMENT_METHODS) expect(groupLabel('payment', method, new Map())).not.toBe(method);
  });
});

describe('local days in Madrid', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('begins a day at local midnight, winter (UTC+1) and summer (UTC+2)', () => {
    expect(startOfLocalDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('the day clocks go forward lasts 23 hours', () => {
    const [day] = localDays('2026-03-29', '2026-03-29');
    expect(day!.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(day!.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(day!.end.getTime() - day!.start.getTime()).toBe(23 * HOUR);
  });

  it('the day clocks go back lasts 25 hours', () => {
    const [day] = localDays('2026-10-25', '2026-10-25');
    expect(day!.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(day!.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(day!.end.getTime() - day!.start.getTime()).toBe(25 * HOUR);
  });

  it('a range across a change has contiguous days, from the first midnight to the one after the last day', () => {
    const days = localDays('2026-03-28', '2026-03-30');
    expect(days.map((day) => day.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    for (let index = 1; index < days.length; index++) {
      expect(days[index]!.start.getTime()).toBe(days[index - 1]!.end.getTime());
    }
    expect(localRange('2026-03-28', '2026-03-30')).toEqual({ start: days[0]!.start, end: days[2]!.end });
  });

  it('the last 30 days end on the local today, which may be tomorrow in UTC', () => {
    // 00:30 on 1 April in Madrid (CEST) is still 31 March in UTC.
    expect(lastThirtyDays(new Date('2026-03-31T22:30:00Z'))).toEqual({ from: '2026-03-03', to: '2026-04-01' });
  });
});

describe('the query', () => {
  const fails = (params: Record<string, string>) => {
    try {
      parseSalesQuery(params);
    } catch (error) {
      if (error instanceof ZodError)
        return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      throw error;
    }
    throw new Error('expected a validation error');
  };

  it('reads the API names, grouping by day and the sales table by default', () => {
    expect(parseSalesQuery({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      restaurant: null,
      groupBy: 'day',
      table: 'sales',
      format: null,
    });
    expect(
      parseSalesQuery(new URLSearchParams('from=2026-03-01&to=2026-03-01&restaurant=valencia-ruzafa&group_by=payment')),
    ).toMatchObject({ restaurant: 'valencia-ruzafa', groupBy: 'payment' });
    // The form's «todos» is an empty restaurant.
    expect(parseSalesQuery({ from: '2026-03-01', to: '2026-03-01', restaurant: '' }).restaurant).toBeNull();
  });

  it('refuses what it cannot read, in Spanish', () => {
    expect(fails({ to: '2026-03-01' })).toEqual({ from: 'Indica la fecha de inicio (AAAA-MM-DD).' });
    expect(fails({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      from: 'La fecha de inicio no es válida: escríbela como AAAA-MM-DD.',
    });
    expect(fails({ from: '2026-03-01', to: 'mañana' })).toHaveProperty('to');
    expect(fails({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'La fecha final no puede ser anterior a la de inicio.',
    });
    expect(fails({ from: '2026-03-01', to: '2026-03-01', group_by: 'week' })).toEqual({
      group_by: 'Agrupa por día, restaurante, tipo de pedido o forma de pago.',
    });
    expect(fails({ from: '2026-03-01', to: '2026-03-01', restaurant: '../etc' })).toEqual({
      restaurant: 'Ese restaurante no existe.',
    });
    expect(fails({ from: '2026-03-01', to: '2026-03-01', table: 'users' })).toHaveProperty('table');
    expect(fails({ from: '2026-03-01', to: '2026-03-01', format: 'xlsx' })).toHaveProperty('format');
  });

  it('covers 366 days at most', () => {
    expect(parseSalesQuery({ from: '2024-01-01', to: '2024-12-31' }).to).toBe('2024-12-31'); // 366 days
    expect(fails({ from: '2025-01-01', to: '2026-01-02' })).toEqual({
      to: 'Un informe abarca 366 días como mucho: acorta las fechas.',
    });
  });

  it('links each table to its CSV', () => {
    const query = parseSalesQuery({ from: '2026-03-01', to: '2026-03-31', restaurant: 'valencia-ruzafa' });
    expect(reportCsvHref(query, 'top_products')).toBe(
      '/api/admin/reports/sales?from=2026-03-01&to=2026-03-31&group_by=day&restaurant=valencia-ruzafa&table=top_products&format=csv',
    );
  });
});

describe('CSV of the report', () => {
  const report: SalesReport = {
    from: '2026-03-28',
    to: '2026-03-29',
    restaurant: null,
    groupBy: 'day',
    rows: [
      reportRow('2026-03-28', 'sáb, 28 mar 2026', { orders: 2, totalCents: 3001, discountCents: 100 }),
      reportRow('2026-03-29', 'dom, 29 mar 2026', { orders: 0, totalCents: 0, discountCents: 0 }),
    ],
    totals: totalsOf([{ orders: 2, totalCents: 3001, discountCents: 100 }]),
    topProducts: [{ name: '=1+1', units: 3, revenueCents: 2970 }],
    cancellations: {
      count: 3,
      reasons: [
        { reason: '@cocina', count: 2 },
        { reason: null, count: 1 },
      ],
    },
    taxes: taxBreakdown([{ rate: 10, baseCents: 2728, taxCents: 273 }]),
  };

  it('the sales table: Spanish headers, a row a group, days as dates, a total', () => {
    const { filename, body } = reportCsv(report, 'sales');
    expect(filename).toBe('ventas-2026-03-28-2026-03-29.csv');
    expect(body.split('\r\n')).toEqual([
      `${CSV_BOM}Día;Pedidos;Ventas (€);Descuentos (€);Ticket medio (€)`,
      '28/03/2026;2;30,01;1,00;15,01',
      '29/03/2026;0;0,00;0,00;',
      'Total;2;30,01;1,00;15,01',
      '',
    ]);
  });

  it('the top products and cancellations tables, their text neutralised', () => {
    const products = reportCsv(report, 'top_products');
    expect(products.filename).toBe('productos-2026-03-28-2026-03-29.csv');
    expect(products.body).toBe(`${CSV_BOM}Puesto;Producto;Unidades;Ingresos (€)\r\n1;'=1+1;3;29,70\r\n`);
    const cancelled = reportCsv(report, 'cancellations');
    expect(cancelled.filename).toBe('cancelaciones-2026-03-28-2026-03-29.csv');
    expect(cancelled.body).toBe(`${CSV_BOM}Motivo;Pedidos\r\n'@cocina;2\r\nSin motivo;1\r\nTotal;3\r\n`);
  });

  it('the group column is named after the grouping', () => {
    const byRestaurant = reportCsv(
      {
        ...report,
        groupBy: 'restaurant',
        rows: [reportRow('x', '-Casa', { orders: 1, totalCents: 100, discountCents: 0 })],
      },
      'sales',
    );
    expect(byRestaurant.body.split('\r\n').slice(0, 2)).toEqual([
      `${CSV_BOM}Restaurante;Pedidos;Ventas (€);Descuentos (€);Ticket medio (€)`,
      "'-Casa;1;1,00;0,00;1,00",
    ]);
  });
});
