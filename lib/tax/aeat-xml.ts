import { formatAmount, isCorrection, type InvoiceType } from './verifactu';

// The SOAP messages of VeriFactu's submission service (RegFactuSistemaFacturacion):
// the request for a batch of records, and the parser of the answer. Pure:
// lib/jobs/verifactu-worker.ts reads the records and sends what this builds.
//
// Element names, order and namespaces follow the AEAT's SuministroLR.xsd and
// SuministroInformacion.xsd as implemented by josemmo/Verifactu-PHP
// (src/Services/AeatClient.php, src/Models/Records/*.php, its XML fixtures
// under tests/ and tests/Models/Responses/AeatResponseTest.php, commit
// 0fd9d89fa89f0d331434f39f9ffcd8ab8555e7d9).

export const NS_SOAPENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const NS_BASE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NS_SUMINISTRO_LR = `${NS_BASE}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFORMACION = `${NS_BASE}/SuministroInformacion.xsd`;

/** The XSD's cap: RegistroFactura maxOccurs="1000". */
export const MAX_RECORDS_PER_BATCH = 1000;

/** IDFactura: the issuer's NIF, NumSerieFactura and FechaExpedicionFactura (dd-mm-yyyy). */
export type AeatInvoiceId = { issuerNif: string; number: string; date: string };

/** The billing system (SistemaInformatico) as the declaración responsable names it. */
export type AeatSystem = {
  producerName: string;
  producerNif: string;
  name: string;
  /** IdSistemaInformatico: two characters. */
  id: string;
  version: string;
  installationNumber: string;
};

type Chained = {
  /** The previous record of the issuer's chain (its invoice's id and Huella); null for the first. */
  previous: (AeatInvoiceId & { hash: string }) | null;
  /** FechaHoraHusoGenRegistro, exactly as hashed. */
  generatedAt: string;
  hash: string;
};

export type AeatRegistration = Chained & {
  kind: 'alta';
  invoice: AeatInvoiceId;
  issuerName: string;
  type: InvoiceType;
  description: string;
  /** F1, F3 and R1: the customer. */
  recipient: { nif: string; name: string } | null;
  /** R1 and R5: the document it corrects (TipoRectificativa I, by differences). */
  corrected: AeatInvoiceId | null;
  /** F3: the ticket it substitutes. */
  replaced: AeatInvoiceId | null;
  /** Invoice.taxes: per rate, in cents. */
  taxes: { rate: number; base: number; quota: number }[];
  /** CuotaTotal and ImporteTotal exactly as hashed. */
  totalTax: string;
  totalAmount: string;
};

export type AeatCancellation = Chained & { kind: 'anulacion'; invoice: AeatInvoiceId };

export type AeatRecord = AeatRegistration | AeatCancellation;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML content: the five special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** An element of the namespace `prefix`: text content escaped, children given as built XML. */
const el = (prefix: string, name: string, content: string | string[]): string =>
  `<${prefix}:${name}>${Array.isArray(content) ? content.join('') : escapeXml(content)}</${prefix}:${name}>`;
const sum1 = (name: string, content: string | string[]) => el('sum1', name, content);

function invoiceId(id: AeatInvoiceId, suffix = ''): string[] {
  return [
    sum1(`IDEmisorFactura${suffix}`, id.issuerNif),
    sum1(`NumSerieFactura${suffix}`, id.number),
    sum1(`FechaExpedicionFactura${suffix}`, id.date),
  ];
}

/** TipoImpositivo: the percentage with two decimals, e.g. 10 → "10.00". */
const percent = (rate: number) => rate.toFixed(2);

function breakdown(taxes: AeatRegistration['taxes']): string {
  // The schema wants 1 to 12 rows: an empty one would have the whole batch refused, and every record after it held.
  if (taxes.length === 0) throw new Error('a registration record needs at least one row of its tax breakdown');
  return sum1(
    'Desglose',
    taxes.map((tax) =>
      sum1('DetalleDesglose', [
        sum1('Impuesto', '01'), // IVA
        sum1('ClaveRegimen', '01'), // general regime
        sum1('CalificacionOperacion', 'S1'), // subject and not exempt, no reverse charge
        sum1('TipoImpositivo', percent(tax.rate)),
        sum1('BaseImponibleOimporteNoSujeto', formatAmount(tax.base)),
        sum1('CuotaRepercutida', formatAmount(tax.quota)),
      ]),
    ),
  );
}

function registrationBody(record: AeatRegistration): string[] {
  return [
    sum1('IDFactura', invoiceId(record.invoice)),
    sum1('NombreRazonEmisor', record.issuerName),
    sum1('Subsanacion', 'N'),
    sum1('TipoFactura', record.type),
    ...(isCorrection(record.type) ? [sum1('TipoRectificativa', 'I')] : []),
    ...(record.corrected
      ? [sum1('FacturasRectificadas', [sum1('IDFacturaRectificada', invoiceId(record.corrected))])]
      : []),
    ...(record.replaced
      ? [sum1('FacturasSustituidas', [sum1('IDFacturaSustituida', invoiceId(record.replaced))])]
      : []),
    sum1('DescripcionOperacion', record.description),
    ...(record.recipient && ['F1', 'F3', 'R1'].includes(record.type)
      ? [
          sum1('Destinatarios', [
            sum1('IDDestinatario', [sum1('NombreRazon', record.recipient.name), sum1('NIF', record.recipient.nif)]),
          ]),
        ]
      : []),
    breakdown(record.taxes),
    sum1('CuotaTotal', record.totalTax),
    sum1('ImporteTotal', record.totalAmount),
  ];
}

function systemBlock(system: AeatSystem): string {
  return sum1('SistemaInformatico', [
    sum1('NombreRazon', system.producerName),
    sum1('NIF', system.producerNif),
    sum1('NombreSistemaInformatico', system.name),
    sum1('IdSistemaInformatico', system.id),
    sum1('Version', system.version),
    sum1('NumeroInstalacion', system.installationNumber),
    // It cannot run as a non-VERI*FACTU system (no signed records, no event log): S.
    sum1('TipoUsoPosibleSoloVerifactu', 'S'),
    sum1('TipoUsoPosibleMultiOT', 'N'),
    sum1('IndicadorMultiplesOT', 'N'),
  ]);
}

/** One RegistroAlta or RegistroAnulacion, as the child of a RegistroFactura. */
export function recordXml(record: AeatRecord, system: AeatSystem): string {
  const body =
    record.kind === 'alta' ? registrationBody(record) : [sum1('IDFactura', invoiceId(record.invoice, 'Anulada'))];
  const chain = record.previous
    ? sum1('RegistroAnterior', [...invoiceId(record.previous), sum1('Huella', record.previous.hash)])
    : sum1('PrimerRegistro', 'S');
  return sum1(record.kind === 'alta' ? 'RegistroAlta' : 'RegistroAnulacion', [
    sum1('IDVersion', '1.0'),
    ...body,
    sum1('Encadenamiento', [chain]),
    systemBlock(system),
    sum1('FechaHoraHusoGenRegistro', record.generatedAt),
    sum1('TipoHuella', '01'), // SHA-256
    sum1('Huella', record.hash),
  ]);
}

/** The SOAP request of one batch: the issuer (ObligadoEmision) and 1 to 1000 records of its chain, in order. */
export function submissionEnvelope(input: {
  issuer: { name: string; nif: string };
  system: AeatSystem;
  records: AeatRecord[];
}): string {
  if (input.records.length === 0 || input.records.length > MAX_RECORDS_PER_BATCH)
    throw new RangeError(
      `VeriFactu: a batch carries 1 to ${MAX_RECORDS_PER_BATCH} records, not ${input.records.length}`,
    );
  const header = el('sum', 'Cabecera', [
    sum1('ObligadoEmision', [sum1('NombreRazon', input.issuer.name), sum1('NIF', input.issuer.nif)]),
  ]);
  const records = input.records.map((record) => el('sum', 'RegistroFactura', [recordXml(record, input.system)]));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAPENV}" xmlns:sum="${NS_SUMINISTRO_LR}" xmlns:sum1="${NS_SUMINISTRO_INFORMACION}">` +
    '<soapenv:Header/>' +
    `<soapenv:Body>${el('sum', 'RegFactuSistemaFacturacion', [header, ...records])}</soapenv:Body>` +
    '</soapenv:Envelope>'
  );
}

// The answer (RespuestaSuministro.xsd). A flat, namespace-prefix-agnostic
// reading of the few elements needed: the answer has no CDATA, comments or
// repeated names at different depths for what is read here.

export type SubmissionStatus = 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
export type LineStatus = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
/** EstadoRegistroSF: what the AEAT holds for a record it already had (its own, feminine, words). */
export type DuplicateStatus = 'Correcta' | 'AceptadaConErrores' | 'Anulada';

export type SubmissionLine = {
  invoice: AeatInvoiceId;
  /** Operacion/TipoOperacion: "Alta" or "Anulacion" (null if absent). */
  operation: 'Alta' | 'Anulacion' | null;
  status: LineStatus;
  errorCode: string | null;
  errorMessage: string | null;
  /**
   * RegistroDuplicado: with error 3000, the AEAT already holds this record, from the
   * request `requestId`, in the state `status`. Null when absent.
   */
  duplicate: { requestId: string | null; status: DuplicateStatus } | null;
};

export type SubmissionAnswer = {
  status: SubmissionStatus;
  /** TiempoEsperaEnvio: seconds before the next batch; null if absent. */
  waitSeconds: number | null;
  csv: string | null;
  lines: SubmissionLine[];
};

/** The AEAT answered with a SOAP fault, or with something that is not its answer. */
export class AeatAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AeatAnswerError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
      );
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const elementPattern = (name: string) =>
  new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`, 'g');

/** The raw contents of every `name` element in `xml`, whatever its prefix. */
function all(xml: string, name: string): string[] {
  return [...xml.matchAll(elementPattern(name))].map((match) => match[1]!);
}

/** The text of the first `name` element, trimmed and unescaped; null when absent. */
function text(xml: string, name: string): string | null {
  const found = all(xml, name)[0];
  return found === undefined ? null : unescapeXml(found.trim());
}

const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['Correcto', 'ParcialmenteCorrecto', 'Incorrecto'];
const LINE_STATUSES: readonly LineStatus[] = ['Correcto', 'AceptadoConErrores', 'Incorrecto'];
const DUPLICATE_STATUSES: readonly DuplicateStatus[] = ['Correcta', 'AceptadaConErrores', 'Anulada'];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], what: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (!found) throw new AeatAnswerError(`VeriFactu: unexpected ${what} ${JSON.stringify(value)} in the answer`);
  return found;
}

/** Reads the AEAT's answer to a batch; throws AeatAnswerError on a SOAP fault or an unreadable answer. */
export function parseSubmissionAnswer(xml: string): SubmissionAnswer {
  const fault = all(xml, 'Fault')[0];
  if (fault !== undefined)
    throw new AeatAnswerError(`VeriFactu: SOAP fault: ${text(fault, 'faultstring') ?? 'without a message'}`);
  const root = all(xml, 'RespuestaRegFactuSistemaFacturacion')[0];
  if (root === undefined) throw new AeatAnswerError('VeriFactu: the answer has no RespuestaRegFactuSistemaFacturacion');
  const wait = text(root, 'TiempoEsperaEnvio');
  const waitSeconds = wait !== null && /^\d+$/.test(wait) ? Number(wait) : null;
  const lines = all(root, 'RespuestaLinea').map((line): SubmissionLine => {
    const id = all(line, 'IDFactura')[0] ?? '';
    const operation = text(line, 'TipoOperacion');
    const duplicate = all(line, 'RegistroDuplicado')[0];
    // RegistroDuplicado may carry an error of its own: the line's is read without it.
    const own = line.replace(elementPattern('RegistroDuplicado'), '');
    const held =
      duplicate === undefined
        ? undefined
        : DUPLICATE_STATUSES.find((status) => status === text(duplicate, 'EstadoRegistroDuplicado'));
    return {
      invoice: {
        issuerNif: text(id, 'IDEmisorFactura') ?? '',
        number: text(id, 'NumSerieFactura') ?? '',
        date: text(id, 'FechaExpedicionFactura') ?? '',
      },
      operation: operation === 'Alta' || operation === 'Anulacion' ? operation : null,
      status: oneOf(text(line, 'EstadoRegistro'), LINE_STATUSES, 'EstadoRegistro'),
      errorCode: text(own, 'CodigoErrorRegistro'),
      errorMessage: text(own, 'DescripcionErrorRegistro'),
      // A state this reading does not know is no duplicate: the line stays rejected, and the batch is read.
      duplicate:
        duplicate !== undefined && held
          ? { requestId: text(duplicate, 'IdPeticionRegistroDuplicado'), status: held }
          : null,
    };
  });
  return {
    status: oneOf(text(root, 'EstadoEnvio'), SUBMISSION_STATUSES, 'EstadoEnvio'),
    waitSeconds,
    csv: text(root, 'CSV'),
    lines,
  };
}
