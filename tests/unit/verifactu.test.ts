import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  cancellationHash,
  cancellationHashInput,
  formatAmount,
  formatGeneratedAt,
  formatInvoiceDate,
  qrUrl,
  registrationHash,
  registrationHashInput,
  type RegistrationHashFields,
} from '@/lib/tax/verifactu';

// Every expected hash below is published, never computed here:
// - AEAT, "Detalle de las especificaciones técnicas para la generación de la
//   huella o hash de los registros de facturación" v0.1.2 (27/08/2024), §6.1–6.3
//   (the PDF as mdiago/VeriFactu keeps it: NetFramework/Doc/
//   Veri-Factu_especificaciones_huella_hash_registros.pdf @ 76a21e8);
// - josemmo/Verifactu-PHP @ 0fd9d89: tests/Models/Records/registration-record-f2.xml,
//   cancellation-record.xml and RegistrationRecordTest.php.
// The QR URLs come from the AEAT's "Detalle de las especificaciones técnicas
// del código QR de la factura" v0.4.7 (17/10/2024), §4 and §8 (same repository,
// NetFramework/Doc/DetalleEspecificacTecnCodigoQRfactura.pdf), and from
// Verifactu-PHP's tests/Services/QrGeneratorTest.php.

const MADRID = 'Europe/Madrid';

describe('the AEAT hash examples (huella v0.1.2 §6)', () => {
  const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
  const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
  const CANCELLATION = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

  it('case 1: the first registration record of a system, with an empty Huella', () => {
    const fields: RegistrationHashFields = {
      issuerNif: '89890001K',
      invoiceNumber: '12345678/G33',
      invoiceDate: '01-01-2024',
      invoiceType: 'F1',
      totalTax: '12.35',
      totalAmount: '123.45',
      previousHash: null,
      generatedAt: '2024-01-01T19:20:30+01:00',
    };
    expect(registrationHashInput(fields)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(registrationHash(fields)).toBe(FIRST);
    // No previous record: null and "" are the same empty Huella.
    expect(registrationHash({ ...fields, previousHash: '' })).toBe(FIRST);
  });

  it('case 2: a registration record chained to case 1', () => {
    const fields: RegistrationHashFields = {
      issuerNif: '89890001K',
      invoiceNumber: '12345679/G34',
      invoiceDate: '01-01-2024',
      invoiceType: 'F1',
      totalTax: '12.35',
      totalAmount: '123.45',
      previousHash: FIRST,
      generatedAt: '2024-01-01T19:20:35+01:00',
    };
    expect(registrationHashInput(fields)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00',
    );
    expect(registrationHash(fields)).toBe(SECOND);
  });

  it('case 3: a cancellation record of the case 2 invoice, chained to case 2', () => {
    const fields = {
      issuerNif: '89890001K',
      invoiceNumber: '12345679/G34',
      invoiceDate: '01-01-2024',
      previousHash: SECOND,
      generatedAt: '2024-01-01T19:20:40+01:00',
    };
    expect(cancellationHashInput(fields)).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    );
    expect(cancellationHash(fields)).toBe(CANCELLATION);
  });

  it('trims every value, as the specification asks (spaces around values of the XML do not count)', () => {
    expect(
      registrationHash({
        issuerNif: ' 89890001K ',
        invoiceNumber: '  12345678/G33 ',
        invoiceDate: '01-01-2024 ',
        invoiceType: 'F1',
        totalTax: ' 12.35',
        totalAmount: '123.45 ',
        previousHash: '  ',
        generatedAt: ' 2024-01-01T19:20:30+01:00',
      }),
    ).toBe(FIRST);
  });
});

describe('the records published by Verifactu-PHP', () => {
  it('hashes the F2 record registration-record-f2.xml to its Huella', () => {
    // <sum1:IDFactura>, <sum1:TipoFactura>, <sum1:CuotaTotal>, <sum1:ImporteTotal>,
    // <sum1:RegistroAnterior><sum1:Huella> and <sum1:FechaHoraHusoGenRegistro> of the file.
    expect(
      registrationHash({
        issuerNif: 'A00000000',
        invoiceNumber: 'PRUEBA-0002',
        invoiceDate: '02-06-2025',
        invoiceType: 'F2',
        totalTax: '21.00',
        totalAmount: '121.00',
        previousHash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        generatedAt: '2025-06-02T20:30:40+02:00',
      }),
    ).toBe('4566062C5A5D7DA4E0E876C0994071CD807962629F8D3C1F33B91EDAA65B2BA1');
  });

  it('hashes the first F2 record of RegistrationRecordTest (summer time, no previous record)', () => {
    expect(
      registrationHash({
        issuerNif: 'A00000000',
        invoiceNumber: 'PRUEBA-0001',
        invoiceDate: '01-06-2025',
        invoiceType: 'F2',
        totalTax: '2.10',
        totalAmount: '12.10',
        previousHash: null,
        generatedAt: '2025-06-01T10:20:30+02:00',
      }),
    ).toBe('F223F0A84F7D0C701C13C97CF10A1628FF9E46A003DDAEF3A804FBD799D82070');
  });

  it('hashes the cancellation record cancellation-record.xml to its Huella', () => {
    expect(
      cancellationHash({
        issuerNif: 'A00000000',
        invoiceNumber: '12345679/G34',
        invoiceDate: '01-01-2024',
        previousHash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
        generatedAt: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('5DCAFD630E24AA03BCE2D3E6F595BAE802555F4604AF830F0340F3338B4935F6');
  });
});

describe('a chain of three tickets of one restaurant', () => {
  // Three simplified invoices issued in Madrid, formatted by the helpers.
  const tickets = [
    { number: 'MAD-2026/000001', at: new Date('2026-11-23T12:41:07Z'), tax: 155, total: 1705, type: 'F2' as const },
    { number: 'MAD-2026/000002', at: new Date('2026-11-23T13:02:51Z'), tax: 1234, total: 13574, type: 'F1' as const },
    { number: 'MAD-2026/000003', at: new Date('2026-11-23T22:59:59Z'), tax: -91, total: -1000, type: 'R5' as const },
  ];
  const fieldsOf = (ticket: (typeof tickets)[number]): Omit<RegistrationHashFields, 'previousHash'> => ({
    issuerNif: 'B12345674',
    invoiceNumber: ticket.number,
    invoiceDate: formatInvoiceDate(ticket.at, MADRID),
    invoiceType: ticket.type,
    totalTax: formatAmount(ticket.tax),
    totalAmount: formatAmount(ticket.total),
    generatedAt: formatGeneratedAt(ticket.at, MADRID),
  });

  /** The hashes of the chain whose first record has `first`'s fields. */
  function chain(first: Omit<RegistrationHashFields, 'previousHash'>): string[] {
    const hashes: string[] = [];
    for (const fields of [first, fieldsOf(tickets[1]!), fieldsOf(tickets[2]!)]) {
      hashes.push(registrationHash({ ...fields, previousHash: hashes.at(-1) ?? null }));
    }
    return hashes;
  }

  const original = chain(fieldsOf(tickets[0]!));

  it('links each record to the previous one through its Huella', () => {
    const [first, second, third] = original;
    expect(original).toHaveLength(3);
    for (const hash of original) expect(hash).toMatch(/^[0-9A-F]{64}$/);
    expect(new Set(original).size).toBe(3);
    expect(registrationHashInput({ ...fieldsOf(tickets[0]!), previousHash: null })).toBe(
      'IDEmisorFactura=B12345674&NumSerieFactura=MAD-2026/000001&FechaExpedicionFactura=23-11-2026&TipoFactura=F2&CuotaTotal=1.55&ImporteTotal=17.05&Huella=&FechaHoraHusoGenRegistro=2026-11-23T13:41:07+01:00',
    );
    expect(registrationHashInput({ ...fieldsOf(tickets[1]!), previousHash: first! })).toContain(`&Huella=${first}&`);
    expect(registrationHashInput({ ...fieldsOf(tickets[2]!), previousHash: second! })).toBe(
      `IDEmisorFactura=B12345674&NumSerieFactura=MAD-2026/000003&FechaExpedicionFactura=23-11-2026&TipoFactura=R5&CuotaTotal=-0.91&ImporteTotal=-10.00&Huella=${second}&FechaHoraHusoGenRegistro=2026-11-23T23:59:59+01:00`,
    );
    expect(third).toBe(registrationHash({ ...fieldsOf(tickets[2]!), previousHash: second! }));
  });

  it('changes the hashes of records 2 and 3 when any field of record 1 changes', () => {
    const first = fieldsOf(tickets[0]!);
    const changes: Partial<Omit<RegistrationHashFields, 'previousHash'>>[] = [
      { issuerNif: 'B12345682' },
      { invoiceNumber: 'MAD-2026/000009' },
      { invoiceDate: '24-11-2026' },
      { invoiceType: 'F1' },
      { totalTax: '1.56' },
      { totalAmount: '17.06' },
      { generatedAt: '2026-11-23T13:41:08+01:00' },
    ];
    for (const change of changes) {
      const altered = chain({ ...first, ...change });
      expect(altered[0], JSON.stringify(change)).not.toBe(original[0]);
      expect(altered[1], JSON.stringify(change)).not.toBe(original[1]);
      expect(altered[2], JSON.stringify(change)).not.toBe(original[2]);
    }
    // Record 1 chained to something (it is not the first any more) changes them too.
    const chainedFirst = registrationHash({ ...first, previousHash: 'A'.repeat(64) });
    const second = registrationHash({ ...fieldsOf(tickets[1]!), previousHash: chainedFirst });
    expect(second).not.toBe(original[1]);
    expect(registrationHash({ ...fieldsOf(tickets[2]!), previousHash: second })).not.toBe(original[2]);
  });
});

describe('the values a hash refuses', () => {
  const valid: RegistrationHashFields = {
    issuerNif: '89890001K',
    invoiceNumber: '12345678/G33',
    invoiceDate: '01-01-2024',
    invoiceType: 'F1',
    totalTax: '12.35',
    totalAmount: '123.45',
    previousHash: null,
    generatedAt: '2024-01-01T19:20:30+01:00',
  };

  it.each<[string, Partial<RegistrationHashFields>]>([
    ['an ISO invoice date', { invoiceDate: '2024-01-01' }],
    ['an impossible month', { invoiceDate: '01-13-2024' }],
    ['a decimal comma', { totalAmount: '123,45' }],
    ['three decimals', { totalTax: '12.345' }],
    ['a generation time with milliseconds', { generatedAt: '2024-01-01T19:20:30.000+01:00' }],
    ['a generation time without offset', { generatedAt: '2024-01-01T19:20:30' }],
    ['a lowercase previous hash', { previousHash: '3c464daf61acb827c65fda19f352a4e3bdc2c640e9e9fc4cc058073f38f12f60' }],
    ['a truncated previous hash', { previousHash: '3C464DAF' }],
    ['an empty invoice number', { invoiceNumber: ' ' }],
    ['a non-ASCII invoice number', { invoiceNumber: 'AÑO-2024/1' }],
    ['an invoice number over 60 characters', { invoiceNumber: 'X'.repeat(61) }],
    ['a lowercase NIF', { issuerNif: '89890001k' }],
    ['an unknown invoice type', { invoiceType: 'F9' as RegistrationHashFields['invoiceType'] }],
  ])('refuses %s', (_, change) => {
    expect(() => registrationHash({ ...valid, ...change })).toThrow(RangeError);
  });

  it('accepts one decimal, which the AEAT treats like two', () => {
    expect(registrationHashInput({ ...valid, totalAmount: '123.1' })).toContain('&ImporteTotal=123.1&');
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [5, '0.05'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1234, '12.34'],
    [12345, '123.45'],
    [1000000, '10000.00'],
    [99999999999999, '999999999999.99'],
    [-5, '-0.05'],
    [-100, '-1.00'],
    [-1234, '-12.34'],
  ])('writes %i cents as %s', (cents, expected) => {
    expect(formatAmount(cents)).toBe(expected);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s', (cents) => {
    expect(() => formatAmount(cents)).toThrow(RangeError);
  });
});

describe('formatInvoiceDate and formatGeneratedAt in Europe/Madrid', () => {
  it.each([
    // Winter (CET, +01:00) and summer (CEST, +02:00).
    ['2026-11-23T20:05:09Z', '23-11-2026', '2026-11-23T21:05:09+01:00'],
    ['2025-06-02T18:30:40Z', '02-06-2025', '2025-06-02T20:30:40+02:00'],
    // Near midnight UTC: already the next day in Madrid.
    ['2026-01-31T23:30:00Z', '01-02-2026', '2026-02-01T00:30:00+01:00'],
    ['2026-06-30T22:15:00Z', '01-07-2026', '2026-07-01T00:15:00+02:00'],
    ['2026-12-31T22:59:59Z', '31-12-2026', '2026-12-31T23:59:59+01:00'],
    ['2026-12-31T23:00:00Z', '01-01-2027', '2027-01-01T00:00:00+01:00'],
    ['2026-08-14T21:59:59Z', '14-08-2026', '2026-08-14T23:59:59+02:00'],
    ['2026-08-14T22:00:00Z', '15-08-2026', '2026-08-15T00:00:00+02:00'],
    // The changes of time (last Sundays of March and October, at 01:00 UTC).
    ['2026-03-29T00:59:59Z', '29-03-2026', '2026-03-29T01:59:59+01:00'],
    ['2026-03-29T01:00:00Z', '29-03-2026', '2026-03-29T03:00:00+02:00'],
    ['2026-10-25T00:30:00Z', '25-10-2026', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00Z', '25-10-2026', '2026-10-25T02:30:00+01:00'],
    // Seconds precision: milliseconds are dropped, not rounded.
    ['2026-11-23T20:05:09.999Z', '23-11-2026', '2026-11-23T21:05:09+01:00'],
  ])('%s is %s, %s', (instant, date, generatedAt) => {
    expect(formatInvoiceDate(new Date(instant), MADRID)).toBe(date);
    expect(formatGeneratedAt(new Date(instant), MADRID)).toBe(generatedAt);
  });

  it('reproduces the generation times of the published records from their instants', () => {
    expect(formatGeneratedAt(new Date('2024-01-01T18:20:30Z'), MADRID)).toBe('2024-01-01T19:20:30+01:00');
    expect(formatGeneratedAt(new Date('2025-06-02T18:30:40Z'), MADRID)).toBe('2025-06-02T20:30:40+02:00');
    expect(formatInvoiceDate(new Date('2024-01-01T18:20:30Z'), MADRID)).toBe('01-01-2024');
  });

  it('writes the offset of other zones too (Canary Islands, UTC, negative and half-hour offsets)', () => {
    const winter = new Date('2026-11-23T20:05:09Z');
    const summer = new Date('2026-07-01T20:05:09Z');
    expect(formatGeneratedAt(winter, 'Atlantic/Canary')).toBe('2026-11-23T20:05:09+00:00');
    expect(formatGeneratedAt(summer, 'Atlantic/Canary')).toBe('2026-07-01T21:05:09+01:00');
    expect(formatGeneratedAt(winter, 'UTC')).toBe('2026-11-23T20:05:09+00:00');
    expect(formatGeneratedAt(winter, 'America/Bogota')).toBe('2026-11-23T15:05:09-05:00');
    expect(formatInvoiceDate(new Date('2026-11-24T03:00:00Z'), 'America/Bogota')).toBe('23-11-2026');
    expect(formatGeneratedAt(winter, 'Asia/Kolkata')).toBe('2026-11-24T01:35:09+05:30');
  });

  it('always names the same instant, to the second, and the same day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => {
        const date = new Date(ms);
        const generatedAt = formatGeneratedAt(date, MADRID);
        expect(generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
        expect(Date.parse(generatedAt)).toBe(Math.floor(ms / 1000) * 1000);
        const [year, month, day] = generatedAt.slice(0, 10).split('-');
        expect(formatInvoiceDate(date, MADRID)).toBe(`${day}-${month}-${year}`);
      }),
    );
  });

  it('creates one Intl.DateTimeFormat per time zone, not one per call', () => {
    const Original = Intl.DateTimeFormat;
    const created = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    try {
      // A zone no other test uses, so that its formatter is made here.
      for (let day = 0; day < 20; day++) {
        formatInvoiceDate(new Date(Date.UTC(2026, 0, day + 1)), 'Pacific/Auckland');
        formatGeneratedAt(new Date(Date.UTC(2026, 0, day + 1)), 'Pacific/Auckland');
      }
      expect(created).toHaveBeenCalledTimes(1);
    } finally {
      created.mockRestore();
    }
  });

  it('refuses an invalid date or time zone', () => {
    expect(() => formatInvoiceDate(new Date(Number.NaN), MADRID)).toThrow(RangeError);
    expect(() => formatGeneratedAt(new Date(Number.NaN), MADRID)).toThrow(RangeError);
    expect(() => formatGeneratedAt(new Date(), 'Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('qrUrl', () => {
  it('builds the AEAT URL-encoding example of the QR specification (§4), on the test host', () => {
    expect(
      qrUrl({
        nif: '89890001K',
        invoiceNumber: '12345678&G33',
        invoiceDate: '01-01-2024',
        totalAmount: '241.4',
        production: false,
      }),
    ).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4',
    );
  });

  it('builds the AEAT examples of §8.1 (test) and §8.3 (production)', () => {
    const invoice = {
      nif: '89890001K',
      invoiceNumber: '12345678-G33',
      invoiceDate: '01-09-2024',
      totalAmount: '241.4',
    };
    expect(qrUrl({ ...invoice, production: false })).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.4',
    );
    expect(qrUrl({ ...invoice, production: true })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.4',
    );
  });

  it('builds the production URL of Verifactu-PHP’s QrGeneratorTest', () => {
    expect(
      qrUrl({
        nif: 'A86018322',
        invoiceNumber: 'FACT001',
        invoiceDate: '01-10-2025',
        totalAmount: '100.23',
        production: true,
      }),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=A86018322&numserie=FACT001&fecha=01-10-2025&importe=100.23',
    );
  });

  it('encodes a ticket’s values as the record has them, on both hosts', () => {
    const at = new Date('2026-11-23T22:30:00Z');
    const ticket = {
      nif: 'B12345674',
      invoiceNumber: 'MAD 2026/000123',
      invoiceDate: formatInvoiceDate(at, MADRID),
      totalAmount: formatAmount(1234),
    };
    const query = 'nif=B12345674&numserie=MAD%202026%2F000123&fecha=23-11-2026&importe=12.34';
    expect(qrUrl({ ...ticket, production: true })).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?${query}`,
    );
    expect(qrUrl({ ...ticket, production: false })).toBe(`https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?${query}`);
    // A URL parser reads back exactly the values.
    const parsed = new URL(qrUrl({ ...ticket, production: true })).searchParams;
    expect(Object.fromEntries(parsed)).toEqual({
      nif: 'B12345674',
      numserie: 'MAD 2026/000123',
      fecha: '23-11-2026',
      importe: '12.34',
    });
  });

  it('refuses values in another format', () => {
    const valid = {
      nif: 'B12345674',
      invoiceNumber: 'MAD-2026/000123',
      invoiceDate: '23-11-2026',
      totalAmount: '12.34',
      production: true,
    };
    expect(() => qrUrl(valid)).not.toThrow();
    expect(() => qrUrl({ ...valid, invoiceDate: '2026-11-23' })).toThrow(RangeError);
    expect(() => qrUrl({ ...valid, totalAmount: '12,34' })).toThrow(RangeError);
    expect(() => qrUrl({ ...valid, invoiceNumber: 'X'.repeat(61) })).toThrow(RangeError);
  });
});
