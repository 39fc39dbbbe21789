import 'server-only';
import type { DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { companySettings } from '@/lib/settings/company';
import { enqueueMail } from '@/lib/mail/outbox';
import { getSetting } from '@/lib/settings/store';
import { complaintSheetNotice } from '@/lib/site/complaint-sheets';
import {
  cancellationHash,
  formatAmount,
  formatGeneratedAt,
  formatInvoiceDate,
  registrationHash,
  CORRECTION_TYPES,
  type InvoiceType,
} from '@/lib/tax/verifactu';
import {
  fullNumberOf,
  negated,
  seriesOf,
  storedDocumentBody,
  STORED_AMOUNTS,
  type DocumentBody,
  type DocumentKind,
} from './documents';
import { documentQrUrl, verifactuModeOf } from './printed';

// Issuing tickets and invoices (issue 16, decision 029), always inside the
// transaction of the business change that causes it: the payment confirmed,
// the hand-over, the cancellation after issue. The series counter is taken
// and raised in that transaction (no gaps: a rolled-back number is never
// used), and the VeriFactu record is appended to the issuer's chain in it too.
// On SQLite the write transaction is the one writer; on PostgreSQL the chain
// head and the counter rows are the locks (issue 17).

type Issued = { id: number; fullNumber: string };

const orderForDocument = {
  id: true,
  restaurantId: true,
  invoiceNif: true,
  invoiceName: true,
  invoiceAddress: true,
  ...STORED_AMOUNTS,
  restaurant: {
    select: { id: true, slug: true, timeZone: true, commercialName: true, address: true, postalCode: true },
  },
  taxes: { orderBy: { rate: 'asc' }, select: { rate: true, baseCents: true, taxCents: true } },
} as const;

async function loadOrder(tx: DbClient, orderId: number) {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: orderForDocument });
  return { order, body: storedDocumentBody(order) };
}

/** Takes the next number of a series (creating it at 1). */
async function nextNumber(tx: DbClient, series: string): Promise<number> {
  const counter = await tx.invoiceCounter.upsert({
    where: { series },
    create: { series, lastNumber: 1 },
    update: { lastNumber: { increment: 1 } },
  });
  return counter.lastNumber;
}

type Recipient = { nif: string; name: string; address: string } | null;

async function writeDocument(
  tx: DbClient,
  input: {
    orderId: number;
    restaurant: {
      id: number;
      slug: string;
      timeZone: string;
      commercialName: string;
      address: string;
      postalCode: string;
    };
    type: InvoiceType;
    kind: DocumentKind;
    body: DocumentBody;
    recipient: Recipient;
    correctsId: number | null;
    now: Date;
  },
): Promise<Issued> {
  const issuer = await companySettings(tx);
  // Taken once the transaction is ours: records follow each other in time as in the chain.
  const now = new Date(Math.max(input.now.getTime(), Date.now()));
  const issueDate = formatInvoiceDate(now, input.restaurant.timeZone);
  const series = seriesOf(input.restaurant, issueDate.slice(6), input.kind);
  const number = await nextNumber(tx, series);
  const fullNumber = fullNumberOf(series, number);
  // Printed as the settings are now; a later change of them leaves this document as issued.
  const mode = verifactuModeOf(await getSetting('verifactu_mode', tx));
  const complaints = await getSetting('complaint_sheets', tx);
  const invoice = await tx.invoice.create({
    data: {
      orderId: input.orderId,
      type: input.type,
      series,
      number,
      fullNumber,
      issuedAt: now,
      issueDate,
      issuerName: issuer.name,
      issuerNif: issuer.nif,
      issuerAddress: issuer.address,
      recipientNif: input.recipient?.nif ?? null,
      recipientName: input.recipient?.name ?? null,
      recipientAddress: input.recipient?.address ?? null,
      establishmentName: input.restaurant.commercialName,
      establishmentAddress: input.restaurant.address,
      establishmentPostalCode: input.restaurant.postalCode,
      verifactuMode: mode,
      qrUrl: documentQrUrl(mode, { issuerNif: issuer.nif, fullNumber, issueDate, totalCents: input.body.totalCents }),
      complaintsNotice: complaintSheetNotice(input.restaurant, complaints),
      lines: JSON.stringify(input.body.lines),
      taxes: JSON.stringify(input.body.taxes),
      totalCents: input.body.totalCents,
      taxCents: input.body.taxCents,
      correctsId: input.correctsId,
    },
    select: {
      id: true,
      fullNumber: true,
      issuerNif: true,
      issueDate: true,
      type: true,
      totalCents: true,
      taxCents: true,
    },
  });
  await appendRecord(tx, {
    kind: 'alta',
    invoiceId: invoice.id,
    issuerNif: invoice.issuerNif,
    invoiceNumber: invoice.fullNumber,
    invoiceDate: invoice.issueDate,
    invoiceType: input.type,
    totalTax: formatAmount(invoice.taxCents),
    totalAmount: formatAmount(invoice.totalCents),
    generatedAt: formatGeneratedAt(now, input.restaurant.timeZone),
  });
  // The customer's copy, with the QR: sent after the commit, never lost to a crash.
  await enqueueMail(tx, { kind: 'ticket', invoiceId: invoice.id }, now);
  return invoice;
}

type RecordInput = {
  kind: 'alta' | 'anulacion';
  invoiceId: number;
  issuerNif: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceType?: InvoiceType;
  totalTax?: string;
  totalAmount?: string;
  generatedAt: string;
};

/** Appends a record to its issuer's chain: its hash covers the previous record's. */
async function appendRecord(tx: DbClient, input: RecordInput): Promise<void> {
  const head = await tx.billingChainHead.findUnique({ where: { issuerNif: input.issuerNif } });
  const previousHash = head?.lastHash ?? '';
  const hash =
    input.kind === 'alta'
      ? registrationHash({
          issuerNif: input.issuerNif,
          invoiceNumber: input.invoiceNumber,
          invoiceDate: input.invoiceDate,
          invoiceType: input.invoiceType!,
          totalTax: input.totalTax!,
          totalAmount: input.totalAmount!,
          previousHash,
          generatedAt: input.generatedAt,
        })
      : cancellationHash({
          issuerNif: input.issuerNif,
          invoiceNumber: input.invoiceNumber,
          invoiceDate: input.invoiceDate,
          previousHash,
          generatedAt: input.generatedAt,
        });
  const record = await tx.billingRecord.create({
    data: {
      invoiceId: input.invoiceId,
      kind: input.kind,
      issuerNif: input.issuerNif,
      invoiceNumber: input.invoiceNumber,
      invoiceDate: input.invoiceDate,
      invoiceType: input.invoiceType ?? null,
      totalTax: input.totalTax ?? null,
      totalAmount: input.totalAmount ?? null,
      previousHash,
      hash,
      generatedAt: input.generatedAt,
    },
    select: { id: true },
  });
  // Its submission to the AEAT, queued with it (lib/jobs/verifactu-worker.ts sends it when a certificate is configured).
  await tx.billingSubmission.create({ data: { recordId: record.id, nextAttemptAt: new Date() } });
  // Moving the head only if it is still where it was read: a second writer would fail here, not fork the chain.
  if (head) {
    const moved = await tx.billingChainHead.updateMany({
      where: { issuerNif: input.issuerNif, lastRecordId: head.lastRecordId },
      data: { lastRecordId: record.id, lastHash: hash },
    });
    if (moved.count !== 1) throw new Error('The billing chain moved under this transaction.');
  } else {
    await tx.billingChainHead.create({ data: { issuerNif: input.issuerNif, lastRecordId: record.id, lastHash: hash } });
  }
}

/** The order's ticket or invoice in force (F1, F2 or the F3 that substitutes it), if one was issued. */
async function documentInForce(tx: DbClient, orderId: number) {
  const documents = await tx.invoice.findMany({
    where: { orderId, type: { in: ['F1', 'F2', 'F3'] } },
    orderBy: { id: 'desc' },
    select: {
      id: true,
      type: true,
      fullNumber: true,
      issueDate: true,
      issuerNif: true,
      recipientNif: true,
      recipientName: true,
      recipientAddress: true,
      lines: true,
      taxes: true,
      totalCents: true,
      taxCents: true,
    },
  });
  return documents[0] ?? null;
}

/**
 * The ticket of a paid or handed-over order: an F2, or an F1 when the
 * customer asked for an invoice with their NIF before it was issued. Once
 * per order: a second call returns the first document.
 */
export async function issueTicket(tx: DbClient, orderId: number, now: Date = new Date()): Promise<Issued> {
  const existing = await documentInForce(tx, orderId);
  if (existing) return existing;
  const { order, body } = await loadOrder(tx, orderId);
  const recipient =
    order.invoiceNif && order.invoiceName && order.invoiceAddress
      ? { nif: order.invoiceNif, name: order.invoiceName, address: order.invoiceAddress }
      : null;
  return writeDocument(tx, {
    orderId,
    restaurant: order.restaurant,
    type: recipient ? 'F1' : 'F2',
    kind: recipient ? 'invoice' : 'ticket',
    body,
    recipient,
    correctsId: null,
    now,
  });
}

/**
 * A full invoice (F3) to the customer's NIF that substitutes the ticket
 * already issued, which is kept. Null when the order has no ticket yet (the
 * caller keeps the data, and the ticket is issued as an F1).
 */
export async function issueFullInvoice(
  tx: DbClient,
  orderId: number,
  recipient: NonNullable<Recipient>,
  now: Date = new Date(),
): Promise<Issued | null> {
  const existing = await documentInForce(tx, orderId);
  if (!existing) return null;
  // Cancelled and corrected meanwhile: nothing left to invoice.
  if ((await tx.invoice.count({ where: { orderId, type: { in: [...CORRECTION_TYPES] } } })) > 0)
    throw new AppError('conflict', { message: 'Un pedido cancelado no tiene factura.' });
  if (existing.type !== 'F2') throw new AppError('conflict', { message: 'Este pedido ya tiene una factura completa.' });
  const { order, body } = await loadOrder(tx, orderId);
  return writeDocument(tx, {
    orderId,
    restaurant: order.restaurant,
    type: 'F3',
    kind: 'invoice',
    body,
    recipient,
    correctsId: existing.id,
    now,
  });
}

/**
 * A sale cancelled or refunded after its ticket was issued: a correction by
 * differences with every amount negated, an R5 for a ticket (F2) or an R1,
 * to the same recipient, for a full invoice (F1, F3; LIVA art. 80.Dos). The
 * original is never touched, and gets no anulación record: that is for a
 * document that should not have been issued (RD 1007/2023), and beside the
 * correction it would take the sale back twice in the AEAT's books (decision
 * 036). Nothing when no ticket was issued.
 */
export async function issueCorrection(tx: DbClient, orderId: number, now: Date = new Date()): Promise<Issued | null> {
  const existing = await documentInForce(tx, orderId);
  if (!existing) return null;
  const corrected = await tx.invoice.count({ where: { orderId, type: { in: [...CORRECTION_TYPES] } } });
  if (corrected > 0) return null;
  const { order } = await loadOrder(tx, orderId);
  // The lines of the document it corrects, negated: the same lines whatever the way of writing them is today.
  const body: DocumentBody = {
    lines: JSON.parse(existing.lines) as DocumentBody['lines'],
    taxes: JSON.parse(existing.taxes) as DocumentBody['taxes'],
    totalCents: existing.totalCents,
    taxCents: existing.taxCents,
  };
  const recipient =
    existing.type !== 'F2' && existing.recipientNif && existing.recipientName && existing.recipientAddress
      ? { nif: existing.recipientNif, name: existing.recipientName, address: existing.recipientAddress }
      : null;
  return writeDocument(tx, {
    orderId,
    restaurant: order.restaurant,
    type: recipient ? 'R1' : 'R5',
    kind: 'correction',
    body: negated(body),
    recipient,
    correctsId: existing.id,
    now,
  });
}
