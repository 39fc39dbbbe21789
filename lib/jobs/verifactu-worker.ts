import 'server-only';
import packageJson from '@/package.json';
import { db } from '@/lib/db';
import { verifactuSubmissionConfig } from '@/lib/env';
import { companySettings } from '@/lib/settings/company';
import { getSetting } from '@/lib/settings/store';
import { configuredTransport, type AeatTransport } from '@/lib/tax/aeat-client';
import {
  MAX_RECORDS_PER_BATCH,
  parseSubmissionAnswer,
  submissionEnvelope,
  type AeatInvoiceId,
  type AeatRecord,
  type AeatSystem,
  type SubmissionAnswer,
  type SubmissionLine,
} from '@/lib/tax/aeat-xml';
import { isCorrection, type InvoiceType } from '@/lib/tax/verifactu';
import { workerLoop } from './worker-loop';

// Sends the VeriFactu records to the tax agency (issue 16, decision 029).
// Each record's BillingSubmission row is written in the record's transaction
// (lib/invoices/issue.ts): this is its outbox. Per issuer NIF, a batch is the
// oldest open records in chain order, at most 1000; a record never overtakes
// an earlier one of its chain (a failed batch is retried whole, with
// back-off). After each answer the issuer waits the AEAT's TiempoEsperaEnvio
// (60 s when it gives none) before its next batch. Off unless a certificate
// is configured (VERIFACTU_CERT_PATH) and the setting verifactu_mode is
// "verifactu".

const CLAIM_MS = 5 * 60_000;
const POLL_MS = 30_000;
const DEFAULT_WAIT_SECONDS = 60;

/** Wait before attempt n + 1 of a batch that got no answer: 1 min, 2 min, 4 min, … at most 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

const DESCRIPTIONS: Record<InvoiceType, string> = {
  F1: 'Venta de comida y bebida',
  F2: 'Venta de comida y bebida',
  F3: 'Venta de comida y bebida (factura en sustitución de la simplificada)',
  R1: 'Rectificación por cancelación o devolución del pedido',
  R5: 'Rectificación por cancelación o devolución del pedido',
};

/** The billing system as the declaración responsable names it (docs/verifactu-declaracion-responsable.md). */
async function billingSystem(installationNumber: string): Promise<AeatSystem> {
  const company = await companySettings();
  return {
    producerName: company.name,
    producerNif: company.nif,
    name: 'Pedido online',
    id: 'PO',
    version: packageJson.version,
    installationNumber,
  };
}

/** Rows no worker holds now: waiting, or left in flight by a process that stopped. */
const open = (now: Date) => ({
  status: { in: ['pending', 'sent'] },
  OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
});

const invoiceIdOf = (invoice: { issuerNif: string; fullNumber: string; issueDate: string }): AeatInvoiceId => ({
  issuerNif: invoice.issuerNif,
  number: invoice.fullNumber,
  date: invoice.issueDate,
});

/** The records of a batch, with what their XML needs: their document and the previous record of the chain. */
async function recordsFor(recordIds: number[]): Promise<{ issuerName: string; records: AeatRecord[] }> {
  const rows = await db.billingRecord.findMany({
    where: { id: { in: recordIds } },
    orderBy: { id: 'asc' },
    include: {
      invoice: {
        include: { corrects: { select: { issuerNif: true, fullNumber: true, issueDate: true } } },
      },
    },
  });
  const previousHashes = rows.map((row) => row.previousHash).filter((hash) => hash !== '');
  const previous = new Map(
    (
      await db.billingRecord.findMany({
        where: { hash: { in: previousHashes } },
        select: { hash: true, issuerNif: true, invoiceNumber: true, invoiceDate: true },
      })
    ).map((row) => [row.hash, row]),
  );
  const records = rows.map((row): AeatRecord => {
    const before = row.previousHash ? previous.get(row.previousHash) : undefined;
    if (row.previousHash && !before) throw new Error(`VeriFactu: record ${row.id}'s previous record is missing`);
    const chained = {
      previous: before
        ? { issuerNif: before.issuerNif, number: before.invoiceNumber, date: before.invoiceDate, hash: before.hash }
        : null,
      generatedAt: row.generatedAt,
      hash: row.hash,
    };
    const invoiceId = { issuerNif: row.issuerNif, number: row.invoiceNumber, date: row.invoiceDate };
    if (row.kind === 'anulacion') return { kind: 'anulacion', invoice: invoiceId, ...chained };
    const invoice = row.invoice;
    const type = row.invoiceType as InvoiceType;
    const corrects = invoice.corrects ? invoiceIdOf(invoice.corrects) : null;
    return {
      kind: 'alta',
      invoice: invoiceId,
      issuerName: invoice.issuerName,
      type,
      description: DESCRIPTIONS[type],
      recipient:
        invoice.recipientNif && invoice.recipientName
          ? { nif: invoice.recipientNif, name: invoice.recipientName }
          : null,
      corrected: isCorrection(type) ? corrects : null,
      replaced: type === 'F3' ? corrects : null,
      taxes: JSON.parse(invoice.taxes) as { rate: number; base: number; quota: number }[],
      totalTax: row.totalTax!,
      totalAmount: row.totalAmount!,
      ...chained,
    };
  });
  return { issuerName: rows[0]!.invoice.issuerName, records };
}

type Claimed = {
  id: number;
  recordId: number;
  attempts: number;
  kind: string;
  key: string;
  /** Sent before: an attempt failed, or a process stopped while it was in flight. */
  sentBefore: boolean;
};

const lineKey = (invoice: AeatInvoiceId, operation: string) =>
  `${invoice.issuerNif}|${invoice.number}|${invoice.date}|${operation}`;

/**
 * What one line of the answer means for its record. Error 3000 with a
 * RegistroDuplicado is the AEAT saying it already holds a record with this
 * issuer, number and date. For a record sent before whose answer never
 * arrived, that is this record, registered the first time: it is stored as
 * the AEAT holds it, keeping the code and the earlier request's id. On a first
 * sending it is someone else's record under our number (a restored database,
 * a test copy with the real certificate): rejected, for a person to look at.
 */
function lineOutcome(
  line: SubmissionLine,
  record: { kind: string; sentBefore: boolean },
): {
  status: 'accepted' | 'accepted_with_errors' | 'rejected';
  errorCode: string | null;
  errorMessage: string | null;
} {
  const { errorCode, errorMessage, duplicate } = line;
  if (line.status === 'Correcto') return { status: 'accepted', errorCode, errorMessage };
  if (line.status === 'AceptadoConErrores') return { status: 'accepted_with_errors', errorCode, errorMessage };
  if (!duplicate || errorCode !== '3000' || !record.sentBefore) return { status: 'rejected', errorCode, errorMessage };
  const held = `${(errorMessage ?? 'Registro duplicado').replace(/\.$/, '')}: ya presentado en la petición ${duplicate.requestId ?? 'sin identificador'} (${duplicate.status})`;
  // A cancellation the AEAT holds as cancelled went through; a registration it holds as cancelled did not stand.
  const heldAs = {
    Correcta: 'accepted',
    AceptadaConErrores: 'accepted_with_errors',
    Anulada: record.kind === 'anulacion' ? 'accepted' : 'rejected',
  } as const;
  return { status: heldAs[duplicate.status], errorCode, errorMessage: held.slice(0, 500) };
}

/** Stores the AEAT's answer on each row of the batch, and the issuer's wait before the next one. */
async function storeAnswer(batch: Claimed[], answer: SubmissionAnswer, now: Date): Promise<void> {
  const lines = new Map(answer.lines.map((line) => [lineKey(line.invoice, line.operation ?? ''), line]));
  const nextBatchAt = new Date(now.getTime() + (answer.waitSeconds ?? DEFAULT_WAIT_SECONDS) * 1000);
  await db.$transaction(async (tx) => {
    for (const row of batch) {
      const line = lines.get(row.key) ?? lines.get(row.key.replace(/\|[^|]*$/, '|'));
      const sent = { sentAt: now, nextBatchAt, lockedUntil: null, csv: answer.csv };
      if (line) {
        await tx.billingSubmission.update({ where: { id: row.id }, data: { ...sent, ...lineOutcome(line, row) } });
      } else if (answer.status === 'Correcto') {
        await tx.billingSubmission.update({
          where: { id: row.id },
          data: { ...sent, status: 'accepted', errorCode: null, errorMessage: null },
        });
      } else {
        // Not answered for: sent again with the next batch.
        const attempts = row.attempts + 1;
        await tx.billingSubmission.update({
          where: { id: row.id },
          data: {
            ...sent,
            status: 'pending',
            attempts,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            errorMessage: 'The AEAT answered the batch without a line for this record.',
          },
        });
      }
    }
  });
}

/** No answer (a network error, an HTTP error, a SOAP fault): the whole batch again later, in the same order. */
async function storeFailure(batch: Claimed[], error: unknown, now: Date): Promise<void> {
  const message = (error instanceof Error ? error.message : 'unknown error').slice(0, 500);
  await db.$transaction(async (tx) => {
    for (const row of batch) {
      const attempts = row.attempts + 1;
      await tx.billingSubmission.update({
        where: { id: row.id },
        data: {
          status: 'pending',
          attempts,
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          errorMessage: message,
        },
      });
    }
  });
  console.error(`VeriFactu: a batch of ${batch.length} records failed (attempt ${batch[0]!.attempts + 1}): ${message}`);
}

/** Claims the issuer's next batch: its oldest open records, in chain order, until one is not yet due. */
async function claimBatch(issuerNif: string, now: Date, limit: number): Promise<Claimed[]> {
  const waiting = await db.billingSubmission.findFirst({
    where: { record: { issuerNif }, nextBatchAt: { gt: now } },
    select: { id: true },
  });
  if (waiting) return [];
  const candidates = await db.billingSubmission.findMany({
    where: { record: { issuerNif }, ...open(now) },
    orderBy: { recordId: 'asc' },
    take: limit,
    select: {
      id: true,
      recordId: true,
      attempts: true,
      status: true,
      nextAttemptAt: true,
      lockedUntil: true,
      record: { select: { kind: true, issuerNif: true, invoiceNumber: true, invoiceDate: true } },
    },
  });
  const firstNotDue = candidates.findIndex((row) => row.nextAttemptAt > now);
  const due = firstNotDue === -1 ? candidates : candidates.slice(0, firstNotDue);
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  try {
    await db.$transaction(async (tx) => {
      const claimed = await tx.billingSubmission.updateMany({
        where: { id: { in: ids }, ...open(now) },
        data: { status: 'sent', lockedUntil: new Date(now.getTime() + CLAIM_MS) },
      });
      // Another worker took some meanwhile: leave the batch to it.
      if (claimed.count !== ids.length) throw new ClaimLost();
    });
  } catch (error) {
    if (error instanceof ClaimLost) return [];
    throw error;
  }
  return due.map((row) => ({
    id: row.id,
    recordId: row.recordId,
    attempts: row.attempts,
    kind: row.record.kind,
    // Still "sent" once its claim ran out: the process that sent it stopped before the answer.
    sentBefore: row.attempts > 0 || row.status === 'sent',
    key: lineKey(
      { issuerNif: row.record.issuerNif, number: row.record.invoiceNumber, date: row.record.invoiceDate },
      row.record.kind === 'alta' ? 'Alta' : 'Anulacion',
    ),
  }));
}

class ClaimLost extends Error {}

export type DrainOptions = {
  /** The way to the AEAT; the configured certificate's by default (tests: a local fake server). */
  transport?: AeatTransport;
  now?: Date;
  /** Records per batch: 1000 (the AEAT's maximum) unless a test asks for fewer. */
  batchLimit?: number;
};

/**
 * Sends one batch per issuer whose wait is over; answers how many records
 * were sent. Nothing when submission is off (no certificate, or the mode
 * "none").
 */
export async function drainVerifactuSubmissions(options: DrainOptions = {}): Promise<number> {
  const config = verifactuSubmissionConfig();
  if (!config || (await getSetting('verifactu_mode')) !== 'verifactu') return 0;
  const now = options.now ?? new Date();
  const limit = Math.min(Math.max(1, options.batchLimit ?? MAX_RECORDS_PER_BATCH), MAX_RECORDS_PER_BATCH);
  const issuers = await db.billingRecord.findMany({
    where: { submission: { is: open(now) } },
    distinct: ['issuerNif'],
    select: { issuerNif: true },
    orderBy: { issuerNif: 'asc' },
  });
  let sent = 0;
  let transport = options.transport;
  for (const { issuerNif } of issuers) {
    const batch = await claimBatch(issuerNif, now, limit);
    if (batch.length === 0) continue;
    try {
      const { issuerName, records } = await recordsFor(batch.map((row) => row.recordId));
      const xml = submissionEnvelope({
        issuer: { name: issuerName, nif: issuerNif },
        system: await billingSystem(config.installationNumber),
        records,
      });
      transport ??= configuredTransport(config);
      const answer = parseSubmissionAnswer(await transport(xml));
      await storeAnswer(batch, answer, now);
      sent += batch.length;
    } catch (error) {
      await storeFailure(batch, error, now);
    }
  }
  return sent;
}

const loop = workerLoop('VeriFactu submission', async () => {
  await drainVerifactuSubmissions();
});

/** Starts this process's worker (instrumentation.ts, at server start): only with a certificate configured. */
export function startVerifactuWorker(): void {
  if (!verifactuSubmissionConfig()) return;
  if (!loop.claimStart()) return;
  setInterval(loop.kick, POLL_MS).unref();
  loop.kick();
}
