import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { issueCorrection, issueTicket } from '@/lib/invoices/issue';
import { placeOrder } from '@/lib/orders/place-order';
import { drainVerifactuSubmissions, startVerifactuWorker } from '@/lib/jobs/verifactu-worker';
import { soapTransport, type AeatTransport } from '@/lib/tax/aeat-client';
import { setUpTemporaryFiles } from '../support/api-client';
import { expectConsoleError } from '../support/fail-on-console-error';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  newKey,
  orderBody,
  productId,
  quickCustomer,
  selection,
} from '../support/ordering';

// Submission of the VeriFactu records to the tax agency (issue 16, decision
// 029), against a local fake of the AEAT's SOAP service: the outbox row
// written with each record, the batches in chain order, the AEAT's wait
// between batches, the answer stored per record, the back-off when no answer
// comes, and nothing at all without a certificate.

setUpTemporaryFiles();
const clock = fakeClockFrom();
// The worker's clock, apart from the shop's (the restaurants close): a day
// after the orders, moved forward past each wait.
let aeatNow = new Date(clock.now().getTime() + 86_400_000);
const later = (ms: number) => (aeatNow = new Date(aeatNow.getTime() + ms));

/** `lost`: the AEAT registers the batch, but its answer never reaches us (the connection drops). */
type Mode = 'correct' | 'partial' | 'error500' | 'lost';
type Received = { headers: http.IncomingHttpHeaders; path: string; body: string; records: SentRecord[] };
type SentRecord = { kind: 'Alta' | 'Anulacion'; nif: string; number: string; date: string };

const received: Received[] = [];
/** What the fake AEAT holds, by issuer, number, date and operation: its request id. */
const registered = new Map<string, string>();
const heldKey = (record: SentRecord) => [record.nif, record.number, record.date, record.kind].join('|');
let mode: Mode = 'correct';
let server: http.Server;
let transport: AeatTransport;

const tag = (xml: string, name: string) => new RegExp(`<sum1:${name}>([^<]*)</sum1:${name}>`).exec(xml)?.[1] ?? '';

/** The records of a request, in order, as the fake AEAT reads them. */
function recordsOf(body: string): SentRecord[] {
  return [...body.matchAll(/<sum1:(RegistroAlta|RegistroAnulacion)>([\s\S]*?)<\/sum1:\1>/g)].map(([, element, xml]) =>
    element === 'RegistroAlta'
      ? {
          kind: 'Alta',
          nif: tag(xml!, 'IDEmisorFactura'),
          number: tag(xml!, 'NumSerieFactura'),
          date: tag(xml!, 'FechaExpedicionFactura'),
        }
      : {
          kind: 'Anulacion',
          nif: tag(xml!, 'IDEmisorFacturaAnulada'),
          number: tag(xml!, 'NumSerieFacturaAnulada'),
          date: tag(xml!, 'FechaExpedicionFacturaAnulada'),
        },
  );
}

const NS =
  'xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" ' +
  'xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" ' +
  'xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"';

/** The AEAT's answer (as in Verifactu-PHP's AeatResponseTest): the corrections (series …-R) rejected in "partial" mode. */
function answerTo(records: SentRecord[]): string {
  const rejectSome = mode === 'partial';
  const requestId = `PET-${received.length}`;
  const lines = records.map((record) => {
    const rejected = rejectSome && record.number.includes('-R/');
    const heldBy = registered.get(heldKey(record));
    if (!rejected && !heldBy) registered.set(heldKey(record), requestId);
    return (
      '<tikR:RespuestaLinea><tikR:IDFactura>' +
      `<tik:IDEmisorFactura>${record.nif}</tik:IDEmisorFactura><tik:NumSerieFactura>${record.number}</tik:NumSerieFactura>` +
      `<tik:FechaExpedicionFactura>${record.date}</tik:FechaExpedicionFactura></tikR:IDFactura>` +
      `<tikR:Operacion><tik:TipoOperacion>${record.kind}</tik:TipoOperacion></tikR:Operacion>` +
      (rejected
        ? '<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>3002</tikR:CodigoErrorRegistro>' +
          '<tikR:DescripcionErrorRegistro>No existe el registro de facturación.</tikR:DescripcionErrorRegistro>'
        : heldBy
          ? '<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro>' +
            '<tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro>' +
            `<tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>${heldBy}</tik:IdPeticionRegistroDuplicado>` +
            '<tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>'
          : '<tikR:EstadoRegistro>Correcto</tikR:EstadoRegistro>') +
      '</tikR:RespuestaLinea>'
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope ${NS}><env:Header/><env:Body Id="Body">` +
    '<tikR:RespuestaRegFactuSistemaFacturacion>' +
    (rejectSome ? '' : '<tikR:CSV>A-86U4KHPACUMVZE</tikR:CSV>') +
    '<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio>' +
    `<tikR:EstadoEnvio>${rejectSome ? 'ParcialmenteCorrecto' : 'Correcto'}</tikR:EstadoEnvio>` +
    lines.join('') +
    '</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>'
  );
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const records = recordsOf(body);
      received.push({ headers: request.headers, path: request.url ?? '', body, records });
      response.setHeader('Content-Type', 'text/xml; charset=utf-8');
      if (mode === 'error500') {
        response.statusCode = 500;
        response.end(
          '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault>' +
            '<faultcode>env:Server</faultcode><faultstring>Codigo[20009].Error interno en el servidor</faultstring>' +
            '</env:Fault></env:Body></env:Envelope>',
        );
        return;
      }
      const answer = answerTo(records);
      if (mode === 'lost') request.socket.destroy();
      else response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  transport = soapTransport({
    endpoint: `http://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  mode = 'correct';
  clock.advance(61_000);
  // The transport is the fake server's: the certificate file is never read.
  process.env.VERIFACTU_CERT_PATH = '/nonexistent/certificado.p12';
});

afterEach(() => {
  delete process.env.VERIFACTU_CERT_PATH;
});

let burger: number;
let customerIndex = 0;
beforeAll(async () => {
  burger = await productId('burger-clasica');
});

/** A takeaway order, placed and its ticket issued (as the payment or the hand-over would). */
async function ticketedOrder(): Promise<number> {
  const { userId, customer } = await quickCustomer(900 + (customerIndex += 1));
  await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
  const { order } = await placeOrder(userId, newKey(), orderBody() as never);
  const { id } = await db.order.findUniqueOrThrow({ where: { publicId: order.id }, select: { id: true } });
  await db.$transaction((tx) => issueTicket(tx, id));
  return id;
}

/** A ticketed order whose record the fake AEAT already holds, from the request `requestId`. */
async function ticketHeldByTheAeat(requestId: string) {
  const orderId = await ticketedOrder();
  const record = await db.billingRecord.findFirstOrThrow({ where: { invoice: { orderId } } });
  const sent = { kind: 'Alta' as const, nif: record.issuerNif, number: record.invoiceNumber, date: record.invoiceDate };
  registered.set(heldKey(sent), requestId);
  return record;
}

const submissions = () =>
  db.billingSubmission.findMany({
    orderBy: { recordId: 'asc' },
    include: { record: { select: { kind: true, invoiceNumber: true, invoiceType: true } } },
  });

/** Sends until nothing is left, moving the clock past each wait. */
async function sendEverything(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const open = await db.billingSubmission.count({ where: { status: { in: ['pending', 'sent'] } } });
    if (open === 0) return;
    await drainVerifactuSubmissions({ transport, now: later(3_600_000) });
  }
}

describe('VeriFactu submission', () => {
  it('is queued with each record, in its transaction, and sends nothing without a certificate', async () => {
    delete process.env.VERIFACTU_CERT_PATH;
    const orderId = await ticketedOrder();
    const records = await db.billingRecord.findMany({ where: { invoice: { orderId } }, include: { submission: true } });
    expect(records).toHaveLength(1);
    expect(records[0]!.submission).toMatchObject({ status: 'pending', attempts: 0, csv: null });
    expect(await db.billingSubmission.count()).toBe(await db.billingRecord.count());

    expect(await drainVerifactuSubmissions({ transport, now: later(3_600_000) })).toBe(0);
    startVerifactuWorker();
    expect(received).toEqual([]);
    expect((await submissions()).map((row) => row.status)).toEqual(['pending']);
  });

  it('sends nothing when the mode is "none" (a company on the SII)', async () => {
    await db.setting.upsert({
      where: { key: 'verifactu_mode' },
      create: { key: 'verifactu_mode', value: 'none' },
      update: { value: 'none' },
    });
    try {
      expect(await drainVerifactuSubmissions({ transport, now: later(3_600_000) })).toBe(0);
      expect(received).toEqual([]);
    } finally {
      await db.setting.delete({ where: { key: 'verifactu_mode' } });
    }
  });

  it('sends batches of at most the limit, in chain order, waiting the AEAT’s TiempoEsperaEnvio between them', async () => {
    await ticketedOrder();
    await ticketedOrder();
    const rows = await submissions();
    expect(rows).toHaveLength(3);

    const t0 = later(3_600_000);
    expect(await drainVerifactuSubmissions({ transport, now: t0, batchLimit: 2 })).toBe(2);
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first!.path).toBe('/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP');
    expect(first!.headers['soapaction']).toBe('""');
    expect(first!.headers['content-type']).toMatch(/^text\/xml/);
    expect(first!.body).toContain('<sum:RegFactuSistemaFacturacion>');
    expect(first!.records.map((record) => record.number)).toEqual(
      rows.slice(0, 2).map((row) => row.record.invoiceNumber),
    );
    expect(first!.body).toContain('<sum1:PrimerRegistro>S</sum1:PrimerRegistro>');

    let stored = await submissions();
    expect(stored.map((row) => row.status)).toEqual(['accepted', 'accepted', 'pending']);
    expect(stored[0]).toMatchObject({ csv: 'A-86U4KHPACUMVZE', sentAt: t0, lockedUntil: null, errorCode: null });
    expect(stored[0]!.nextBatchAt).toEqual(new Date(t0.getTime() + 60_000));

    // Within the AEAT's 60 s: nothing.
    expect(await drainVerifactuSubmissions({ transport, now: new Date(t0.getTime() + 59_000), batchLimit: 2 })).toBe(0);
    expect(received).toHaveLength(1);

    // After it: the third record, chained to the second.
    expect(await drainVerifactuSubmissions({ transport, now: new Date(t0.getTime() + 60_000), batchLimit: 2 })).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]!.records.map((record) => record.number)).toEqual([rows[2]!.record.invoiceNumber]);
    expect(received[1]!.body).toContain(
      `<sum1:NumSerieFactura>${rows[1]!.record.invoiceNumber}</sum1:NumSerieFactura>`,
    );
    stored = await submissions();
    expect(stored.map((row) => row.status)).toEqual(['accepted', 'accepted', 'accepted']);
  });

  it('stores each record’s own outcome when the batch is partly correct', async () => {
    const orderId = await ticketedOrder();
    await db.$transaction((tx) => issueCorrection(tx, orderId));
    mode = 'partial';
    expect(await drainVerifactuSubmissions({ transport, now: later(3_600_000) })).toBe(2);
    expect(received[0]!.records.map((record) => record.kind)).toEqual(['Alta', 'Alta']);
    expect(received[0]!.body).toContain(
      '<sum1:TipoFactura>R5</sum1:TipoFactura><sum1:TipoRectificativa>I</sum1:TipoRectificativa>',
    );

    const stored = (await submissions()).slice(-2);
    expect(stored.map((row) => [row.record.kind, row.record.invoiceType, row.status])).toEqual([
      ['alta', 'F2', 'accepted'],
      ['alta', 'R5', 'rejected'],
    ]);
    expect(stored[1]).toMatchObject({
      errorCode: '3002',
      errorMessage: 'No existe el registro de facturación.',
      csv: null,
    });
  });

  it('keeps a batch that got no answer (HTTP 500) for later, whole and in order, with back-off', async () => {
    await ticketedOrder();
    await ticketedOrder();
    mode = 'error500';
    const t0 = later(3_600_000);
    expect(await drainVerifactuSubmissions({ transport, now: t0 })).toBe(0);
    expect(expectConsoleError().flat().join(' ')).toMatch(/a batch of 2 records failed \(attempt 1\)/);
    let stored = (await submissions()).slice(-2);
    expect(stored.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(stored[0]!.errorMessage).toMatch(/HTTP 500/);
    expect(stored[0]!.nextAttemptAt).toEqual(new Date(t0.getTime() + 60_000));
    expect(stored[0]!.sentAt).toBeNull();

    // Not before the back-off.
    mode = 'correct';
    expect(await drainVerifactuSubmissions({ transport, now: new Date(t0.getTime() + 30_000) })).toBe(0);
    expect(received).toHaveLength(1);

    expect(await drainVerifactuSubmissions({ transport, now: new Date(t0.getTime() + 60_000) })).toBe(2);
    expect(received[1]!.records).toEqual(received[0]!.records);
    stored = (await submissions()).slice(-2);
    expect(stored.map((row) => [row.status, row.attempts])).toEqual([
      ['accepted', 1],
      ['accepted', 1],
    ]);
  });

  it('reads the AEAT’s "duplicate" after a lost answer as the record it holds: accepted', async () => {
    await ticketedOrder();
    mode = 'lost';
    const t0 = later(3_600_000);
    expect(await drainVerifactuSubmissions({ transport, now: t0 })).toBe(0);
    expect(expectConsoleError().flat().join(' ')).toMatch(/a batch of 1 records failed \(attempt 1\)/);
    expect((await submissions()).at(-1)).toMatchObject({ status: 'pending', attempts: 1 });

    // Sent again: the AEAT already holds it (error 3000, its state "Correcta").
    mode = 'correct';
    expect(await drainVerifactuSubmissions({ transport, now: new Date(t0.getTime() + 60_000) })).toBe(1);
    expect(received[1]!.records).toEqual(received[0]!.records);
    expect((await submissions()).at(-1)).toMatchObject({
      status: 'accepted',
      errorCode: '3000',
      errorMessage: 'Registro de facturación duplicado: ya presentado en la petición PET-1 (Correcta)',
    });
  });

  it('reads a "duplicate" as accepted too when the process that sent the record stopped before its answer', async () => {
    // Sent and registered, then the process stopped: the row is still "sent", its claim run out.
    const record = await ticketHeldByTheAeat('PET-ANTES');
    const t0 = later(3_600_000);
    await db.billingSubmission.update({
      where: { recordId: record.id },
      data: { status: 'sent', lockedUntil: new Date(t0.getTime() - 1) },
    });
    expect(await drainVerifactuSubmissions({ transport, now: t0 })).toBe(1);
    expect((await submissions()).at(-1)).toMatchObject({
      status: 'accepted',
      errorCode: '3000',
      errorMessage: 'Registro de facturación duplicado: ya presentado en la petición PET-ANTES (Correcta)',
    });
  });

  it('rejects a "duplicate" on a first sending: the AEAT holds another record under that number', async () => {
    await ticketHeldByTheAeat('PET-OTRO');
    expect(await drainVerifactuSubmissions({ transport, now: later(3_600_000) })).toBe(1);
    expect((await submissions()).at(-1)).toMatchObject({
      status: 'rejected',
      errorCode: '3000',
      errorMessage: 'Registro de facturación duplicado.',
    });
  });

  it('leaves every record accepted or answered, none lost', async () => {
    await sendEverything();
    const stored = await submissions();
    expect(stored.every((row) => ['accepted', 'accepted_with_errors', 'rejected'].includes(row.status))).toBe(true);
    expect(stored).toHaveLength(await db.billingRecord.count());
  });
});
