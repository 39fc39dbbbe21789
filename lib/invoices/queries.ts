import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getSetting } from '@/lib/settings/store';
import { restaurantScope, type Actor } from '@/lib/staff/access';
import { isCorrection, type InvoiceType } from '@/lib/tax/verifactu';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { complaintSheetNotice } from '@/lib/site/complaint-sheets';
import type { DocumentLine, DocumentTax } from './documents';
import { documentQrUrl, verifactuModeOf } from './printed';
import { issueFullInvoice } from './issue';
import { wakeMailWorker } from '@/lib/mail/outbox';

// Reading tickets and invoices (issue 16): the customer reads their order's,
// staff those of their restaurants, a manager the whole chain of records.

/** The order a customer owns or staff may run; another's is "not found". */
async function accessibleOrder(actor: Actor, publicId: string) {
  const scope = restaurantScope(actor);
  // A manager's scope is every restaurant ({}), which Prisma reads as no match inside OR.
  const everyRestaurant = Object.keys(scope).length === 0;
  const order = await db.order.findFirst({
    where: everyRestaurant ? { publicId } : { publicId, OR: [{ userId: actor.id }, { restaurant: scope }] },
    select: { id: true, userId: true, status: true },
  });
  if (!order) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
  return order;
}

const NO_TICKET = 'Este pedido aún no tiene ticket: se emite al pagarlo en línea o al entregarlo.';
const NO_SUCH_DOCUMENT = 'Este pedido no tiene ningún ticket ni factura con ese número.';

export type TicketResource = Awaited<ReturnType<typeof documentOf>>;
type Documents = Awaited<ReturnType<typeof orderDocuments>>;

const orderDocuments = (orderId: number) =>
  db.invoice.findMany({
    where: { orderId },
    orderBy: { id: 'asc' },
    include: {
      records: { where: { kind: 'alta' }, select: { hash: true, previousHash: true, generatedAt: true } },
      order: {
        select: { publicId: true, restaurant: { select: { commercialName: true, address: true, postalCode: true } } },
      },
    },
  });

/** The order's document in force: the last F1, F2 or F3 (an F3 substitutes the ticket, which is kept). */
const inForce = (documents: Documents) => documents.filter((document) => !isCorrection(document.type)).at(-1);

/** The document in force, or the order's document numbered `fullNumber` (a substituted ticket, a correction). */
async function ticketOf(orderId: number, fullNumber?: string) {
  const documents = await orderDocuments(orderId);
  if (fullNumber === undefined) return documentOf(documents, inForce(documents));
  const chosen = documents.find((document) => document.fullNumber === fullNumber);
  if (!chosen) throw new AppError('not_found', { message: NO_SUCH_DOCUMENT });
  return documentOf(documents, chosen);
}

/** One issued document, as its e-mail tells it (a correction too). */
export async function issuedDocument(invoiceId: number): Promise<TicketResource> {
  const { orderId } = await db.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: { orderId: true } });
  const documents = await orderDocuments(orderId);
  return documentOf(
    documents,
    documents.find((document) => document.id === invoiceId),
  );
}

async function documentOf(documents: Documents, main: Documents[number] | undefined) {
  if (!main) throw new AppError('not_found', { message: NO_TICKET });
  const record = main.records[0]!;
  // The mode, QR, notice and restaurant the document was issued with; documents from before
  // each was kept read it now (decision 042).
  const mode = verifactuModeOf(main.verifactuMode);
  const live = main.order.restaurant;
  const establishment = {
    commercialName: main.establishmentName ?? live.commercialName,
    address: main.establishmentAddress ?? live.address,
    postalCode: main.establishmentPostalCode ?? live.postalCode,
  };
  return {
    type: main.type as InvoiceType,
    series: main.series,
    number: main.number,
    full_number: main.fullNumber,
    issued_at: main.issuedAt.toISOString(),
    issue_date: main.issueDate,
    issuer: { name: main.issuerName, nif: main.issuerNif, address: main.issuerAddress },
    recipient: main.recipientNif
      ? { nif: main.recipientNif, name: main.recipientName, address: main.recipientAddress }
      : null,
    restaurant: { name: establishment.commercialName, address: establishment.address },
    /** The hojas de reclamaciones notice of the restaurant's autonomous community (issue 16, item 5). */
    complaints_notice:
      main.complaintsNotice ?? complaintSheetNotice(establishment, await getSetting('complaint_sheets')),
    order_id: main.order.publicId,
    lines: JSON.parse(main.lines) as DocumentLine[],
    taxes: JSON.parse(main.taxes) as DocumentTax[],
    total: main.totalCents,
    tax_total: main.taxCents,
    verifactu: {
      mode,
      huella: record.hash,
      previous_huella: record.previousHash,
      generated_at: record.generatedAt,
      // A company on the SII is outside VERI*FACTU: its tickets carry no QR (the AEAT would not know them).
      qr_url: main.qrUrl ?? documentQrUrl(mode, main),
    },
    /** The document this one substitutes (F3) or corrects (R1, R5), as it must name it (RD 1619/2012 art. 7 and 15). */
    corrects: (() => {
      const corrected = documents.find((document) => document.id === main.correctsId);
      return corrected ? { full_number: corrected.fullNumber, issue_date: corrected.issueDate } : null;
    })(),
    /** Whether this is the order's document in force (the others are a substituted ticket or a correction). */
    in_force: main.id === inForce(documents)?.id,
    /**
     * The order's other documents and how each stands to this one: `this_corrects`
     * the one it substitutes or corrects (also in `corrects`), `corrects_this` one
     * that substitutes or corrects it, `other` the rest.
     */
    related: documents
      .filter((document) => document.id !== main.id)
      .map((document) => ({
        type: document.type as InvoiceType,
        full_number: document.fullNumber,
        issued_at: document.issuedAt.toISOString(),
        total: document.totalCents,
        relation: relationOf(main, document),
      })),
  };
}

type Relation = 'this_corrects' | 'corrects_this' | 'other';

function relationOf(main: Documents[number], document: Documents[number]): Relation {
  if (main.correctsId === document.id) return 'this_corrects';
  return document.correctsId === main.id ? 'corrects_this' : 'other';
}

/**
 * GET /api/orders/{id}/ticket: the customer's, or staff's of a restaurant they
 * run; the document in force, or the order's one numbered `fullNumber`.
 */
export async function getTicket(actor: Actor, publicId: string, fullNumber?: string): Promise<TicketResource> {
  const order = await accessibleOrder(actor, publicId);
  return ticketOf(order.id, fullNumber);
}

export type InvoiceRequest = { nif: string; name: string; address: string };

/**
 * POST /api/orders/{id}/invoice: the customer asks for a full invoice with
 * their NIF. After the ticket: an F3 that substitutes it. Before: the data is
 * kept and the ticket will be issued as an F1 (answers null).
 */
export async function requestInvoice(
  userId: number,
  publicId: string,
  input: InvoiceRequest,
): Promise<TicketResource | null> {
  // The schema checked the NIF's check character and normalised it.
  const recipient = { nif: input.nif, name: input.name, address: input.address };
  const order = await db.order.findFirst({ where: { publicId, userId }, select: { id: true, status: true } });
  if (!order) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
  if (order.status === 'cancelled')
    throw new AppError('conflict', { message: 'Un pedido cancelado no tiene factura.' });
  const handedOver = order.status === 'delivered' || order.status === 'collected';
  const issued = await db.$transaction(async (tx) => {
    const invoice = await issueFullInvoice(tx, order.id, recipient);
    // Handed over before tickets were issued (issue 16): there is no ticket to substitute, nor will there be.
    if (!invoice && handedOver)
      throw new AppError('conflict', {
        message: 'Este pedido se entregó antes de que emitiéramos tickets: pide la factura en el restaurante.',
      });
    if (!invoice)
      await tx.order.update({
        where: { id: order.id },
        data: { invoiceNif: recipient.nif, invoiceName: recipient.name, invoiceAddress: recipient.address },
      });
    return invoice;
  });
  if (issued) wakeMailWorker();
  return issued ? ticketOf(order.id) : null;
}

const SORTABLE = ['id'] as const;

/**
 * GET /api/admin/billing-records?issuer=&from=&page=: the chain oldest first,
 * each field exactly as it entered its hash, so anyone can recompute the
 * chain from this list alone. `from`: records from this id on.
 */
export async function listBillingRecords(url: URL): Promise<{ data: unknown[]; meta: ListMeta }> {
  const query = parseListQuery(url, SORTABLE, 'asc');
  const issuer = url.searchParams.get('issuer')?.trim() || null;
  const fromParam = url.searchParams.get('from');
  const from = fromParam === null ? null : Number(fromParam);
  if (from !== null && (!Number.isInteger(from) || from < 1))
    throw new AppError('validation_failed', { errors: { from: ['«from» es el número de un registro, desde 1.'] } });
  const where = { ...(issuer ? { issuerNif: issuer } : {}), ...(from ? { id: { gte: from } } : {}) };
  const [rows, total] = await Promise.all([
    db.billingRecord.findMany({ where, orderBy: { id: 'asc' }, skip: query.skip, take: query.perPage }),
    db.billingRecord.count({ where }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.kind,
      issuer_nif: row.issuerNif,
      invoice_number: row.invoiceNumber,
      invoice_date: row.invoiceDate,
      tipo_factura: row.invoiceType,
      cuota_total: row.totalTax,
      importe_total: row.totalAmount,
      huella: row.hash,
      previous_huella: row.previousHash,
      generated_at: row.generatedAt,
    })),
    meta: listMeta(query, total),
  };
}
