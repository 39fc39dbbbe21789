import { createHash } from 'node:crypto';
import { offsetAt, wallClock, type WallClock } from '@/lib/time/wall-clock';

// VeriFactu building blocks (RD 1007/2023, Orden HAC/1177/2024): the hash
// ("huella") that chains the billing records, the formats of the values that
// go into it, and the URL of the tax QR code printed on each invoice.
//
// Sources: AEAT "Detalle de las especificaciones técnicas para la generación
// de la huella o hash de los registros de facturación" v0.1.2 (27/08/2024) and
// "Detalle de las especificaciones técnicas del código QR de la factura"
// v0.4.7 (17/10/2024). No 'server-only' here: pure functions, imported by the
// unit tests and usable from any server module.

/**
 * TipoFactura values this site issues: F1 full (or simplified with the
 * customer's NIF), F2 simplified, F3 substitutes simplified ones; R5 corrects
 * a simplified one, R1 a full one (LIVA art. 80.Dos; decision 036).
 */
export const INVOICE_TYPES = ['F1', 'F2', 'F3', 'R1', 'R5'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The corrections (rectificativas): documents that take a sale back, never the one in force. */
export const CORRECTION_TYPES = ['R1', 'R5'] as const satisfies readonly InvoiceType[];
export const isCorrection = (type: string): boolean => (CORRECTION_TYPES as readonly string[]).includes(type);

/** The fields of a registration record (RegistroAlta) that its hash covers, as strings exactly as in the XML. */
export interface RegistrationHashFields {
  /** IDEmisorFactura: the issuer's NIF. */
  issuerNif: string;
  /** NumSerieFactura: series and number, e.g. "MAD-2026/000123". */
  invoiceNumber: string;
  /** FechaExpedicionFactura, dd-mm-yyyy (formatInvoiceDate). */
  invoiceDate: string;
  /** TipoFactura. */
  invoiceType: InvoiceType;
  /** CuotaTotal, e.g. "12.35" (formatAmount). */
  totalTax: string;
  /** ImporteTotal, e.g. "123.45" (formatAmount). */
  totalAmount: string;
  /** Huella of the previous record of the chain; null or "" for the first record. */
  previousHash: string | null;
  /** FechaHoraHusoGenRegistro, e.g. "2024-01-01T19:20:30+01:00" (formatGeneratedAt). */
  generatedAt: string;
}

/** The fields of a cancellation record (RegistroAnulacion) that its hash covers: the cancelled invoice's id. */
export interface CancellationHashFields {
  /** IDEmisorFacturaAnulada. */
  issuerNif: string;
  /** NumSerieFacturaAnulada. */
  invoiceNumber: string;
  /** FechaExpedicionFacturaAnulada, dd-mm-yyyy. */
  invoiceDate: string;
  /** Huella of the previous record of the chain (an alta or an anulación); null or "" for the first. */
  previousHash: string | null;
  /** FechaHoraHusoGenRegistro. */
  generatedAt: string;
}

// The formats of the XML fields, so that a value formatted the wrong way (a
// comma, an ISO date, milliseconds) fails here rather than as "Aceptado con
// errores" at the AEAT. Amounts: up to 12 integer digits and 2 decimals (the
// AEAT treats "123.1" and "123.10" alike; we always write two).
const INVOICE_DATE = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/;
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;
const GENERATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const HASH = /^[0-9A-F]{64}$/;
// NumSerieFactura: printable ASCII (32-126), at most 60 characters.
const INVOICE_NUMBER = /^[\x20-\x7e]{1,60}$/;
const NIF = /^[0-9A-Z]{9}$/;

function checked(field: string, value: string, format: RegExp): string {
  const trimmed = value.trim();
  if (!format.test(trimmed)) throw new RangeError(`VeriFactu: invalid ${field} ${JSON.stringify(value)}`);
  return trimmed;
}

function previous(hash: string | null): string {
  return hash === null || hash.trim() === '' ? '' : checked('previous hash', hash, HASH);
}

function invoiceType(type: string): InvoiceType {
  const found = INVOICE_TYPES.find((known) => known === type.trim());
  if (!found) throw new RangeError(`VeriFactu: invalid invoice type ${JSON.stringify(type)}`);
  return found;
}

function sha256(input: string): string {
  return createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();
}

/**
 * The string a registration record's hash is taken of:
 * `IDEmisorFactura=…&NumSerieFactura=…&…&FechaHoraHusoGenRegistro=…`, the
 * values trimmed and NOT URL-escaped, the previous hash empty on the first record.
 */
export function registrationHashInput(fields: RegistrationHashFields): string {
  return [
    `IDEmisorFactura=${checked('issuer NIF', fields.issuerNif, NIF)}`,
    `NumSerieFactura=${checked('invoice number', fields.invoiceNumber, INVOICE_NUMBER)}`,
    `FechaExpedicionFactura=${checked('invoice date', fields.invoiceDate, INVOICE_DATE)}`,
    `TipoFactura=${invoiceType(fields.invoiceType)}`,
    `CuotaTotal=${checked('total tax', fields.totalTax, AMOUNT)}`,
    `ImporteTotal=${checked('total amount', fields.totalAmount, AMOUNT)}`,
    `Huella=${previous(fields.previousHash)}`,
    `FechaHoraHusoGenRegistro=${checked('generation time', fields.generatedAt, GENERATED_AT)}`,
  ].join('&');
}

/** The string a cancellation record's hash is taken of, built like registrationHashInput. */
export function cancellationHashInput(fields: CancellationHashFields): string {
  return [
    `IDEmisorFacturaAnulada=${checked('issuer NIF', fields.issuerNif, NIF)}`,
    `NumSerieFacturaAnulada=${checked('invoice number', fields.invoiceNumber, INVOICE_NUMBER)}`,
    `FechaExpedicionFacturaAnulada=${checked('invoice date', fields.invoiceDate, INVOICE_DATE)}`,
    `Huella=${previous(fields.previousHash)}`,
    `FechaHoraHusoGenRegistro=${checked('generation time', fields.generatedAt, GENERATED_AT)}`,
  ].join('&');
}

/** The Huella of a registration record: SHA-256 of its UTF-8 hash input, 64 uppercase hex digits. */
export function registrationHash(fields: RegistrationHashFields): string {
  return sha256(registrationHashInput(fields));
}

/** The Huella of a cancellation record: SHA-256 of its UTF-8 hash input, 64 uppercase hex digits. */
export function cancellationHash(fields: CancellationHashFields): string {
  return sha256(cancellationHashInput(fields));
}

/** An amount in cents as the XML writes it: a dot and two decimals, e.g. 1234 → "12.34", -5 → "-0.05". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`VeriFactu: amount in cents must be an integer, got ${cents}`);
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  return `${negative ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The wall clock in `timeZone` at `date`, to the second. */
function clockAt(date: Date, timeZone: string): WallClock {
  if (!Number.isFinite(date.getTime())) throw new RangeError('VeriFactu: invalid date');
  return wallClock(date.getTime(), timeZone);
}

const two = (value: number) => String(value).padStart(2, '0');
const four = (value: number) => String(value).padStart(4, '0');

/** The date of `date` in `timeZone` (an IANA zone, e.g. Europe/Madrid) as dd-mm-yyyy. */
export function formatInvoiceDate(date: Date, timeZone: string): string {
  const clock = clockAt(date, timeZone);
  return `${two(clock.day)}-${two(clock.month)}-${four(clock.year)}`;
}

/**
 * `date` as ISO 8601 to the second with the offset `timeZone` has then, e.g.
 * "2026-11-23T21:05:09+01:00" in Europe/Madrid in winter, "+02:00" in summer.
 */
export function formatGeneratedAt(date: Date, timeZone: string): string {
  const clock = clockAt(date, timeZone);
  const offsetMinutes = Math.round(offsetAt(date.getTime(), timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${two(Math.floor(absolute / 60))}:${two(absolute % 60)}`;
  return (
    `${four(clock.year)}-${two(clock.month)}-${two(clock.day)}` +
    `T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}${offset}`
  );
}

const QR_HOSTS = {
  production: 'https://www2.agenciatributaria.gob.es',
  test: 'https://prewww2.aeat.es',
} as const;

export interface QrUrlFields {
  /** The issuer's NIF (nif). */
  nif: string;
  /** NumSerieFactura (numserie). */
  invoiceNumber: string;
  /** FechaExpedicionFactura, dd-mm-yyyy (fecha). */
  invoiceDate: string;
  /**
   * ImporteTotal exactly as registered (importe): a dot and two decimals from
   * formatAmount; one decimal is also accepted, as in the AEAT's own examples.
   */
  totalAmount: string;
  /** The AEAT's production host; false for its test environment (Portal de Pruebas Externas). */
  production: boolean;
}

/**
 * The URL of the invoice's tax QR code for a VERI*FACTU system (AEAT QR
 * specification §5.1): the AEAT's ValidarQR service with nif, numserie, fecha
 * and importe, each value URL-encoded (UTF-8).
 */
export function qrUrl({ nif, invoiceNumber, invoiceDate, totalAmount, production }: QrUrlFields): string {
  const parameters: [name: string, value: string][] = [
    ['nif', checked('issuer NIF', nif, NIF)],
    ['numserie', checked('invoice number', invoiceNumber, INVOICE_NUMBER)],
    ['fecha', checked('invoice date', invoiceDate, INVOICE_DATE)],
    ['importe', checked('total amount', totalAmount, AMOUNT)],
  ];
  const query = parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${production ? QR_HOSTS.production : QR_HOSTS.test}/wlpl/TIKE-CONT/ValidarQR?${query}`;
}
