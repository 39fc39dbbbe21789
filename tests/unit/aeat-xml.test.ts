import { describe, expect, it } from 'vitest';
import {
  AeatAnswerError,
  NS_SOAPENV,
  NS_SUMINISTRO_INFORMACION,
  NS_SUMINISTRO_LR,
  escapeXml,
  parseSubmissionAnswer,
  recordXml,
  submissionEnvelope,
  type AeatCancellation,
  type AeatRegistration,
  type AeatSystem,
} from '@/lib/tax/aeat-xml';

// The SOAP request and answer of VeriFactu's submission (decision 029). The
// expected XML is josemmo/Verifactu-PHP's, @ 0fd9d89fa89f0d331434f39f9ffcd8ab8555e7d9:
// tests/Models/Records/registration-record-f2.xml (the record) and
// tests/Models/Responses/AeatResponseTest.php (the answers).

const SYSTEM: AeatSystem = {
  producerName: 'Perico de los Palotes, S.A.',
  producerNif: 'A00000000',
  name: 'Test SIF',
  id: 'TS',
  version: '0.0.1',
  installationNumber: '01234',
};

const F2: AeatRegistration = {
  kind: 'alta',
  invoice: { issuerNif: 'A00000000', number: 'PRUEBA-0002', date: '02-06-2025' },
  issuerName: 'Perico de los Palotes, S.A.',
  type: 'F2',
  description: 'Factura simplificada de prueba',
  recipient: null,
  corrected: null,
  replaced: null,
  taxes: [{ rate: 21, base: 10000, quota: 2100 }],
  totalTax: '21.00',
  totalAmount: '121.00',
  previous: {
    issuerNif: 'A00000000',
    number: 'PRUEBA-001',
    date: '01-06-2025',
    hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
  generatedAt: '2025-06-02T20:30:40+02:00',
  hash: '4566062C5A5D7DA4E0E876C0994071CD807962629F8D3C1F33B91EDAA65B2BA1',
};

// registration-record-f2.xml without its namespace declaration and without
// FechaOperacion (this site sells at issue: the operation date is the
// issue date, and then the element is left out); TipoUsoPosibleSoloVerifactu
// is S here: the «No VERI*FACTU» modality does not exist (declaración
// responsable point e; decision 036).
const F2_FIXTURE = `
<sum1:RegistroAlta>
    <sum1:IDVersion>1.0</sum1:IDVersion>
    <sum1:IDFactura>
        <sum1:IDEmisorFactura>A00000000</sum1:IDEmisorFactura>
        <sum1:NumSerieFactura>PRUEBA-0002</sum1:NumSerieFactura>
        <sum1:FechaExpedicionFactura>02-06-2025</sum1:FechaExpedicionFactura>
    </sum1:IDFactura>
    <sum1:NombreRazonEmisor>Perico de los Palotes, S.A.</sum1:NombreRazonEmisor>
    <sum1:Subsanacion>N</sum1:Subsanacion>
    <sum1:TipoFactura>F2</sum1:TipoFactura>
    <sum1:DescripcionOperacion>Factura simplificada de prueba</sum1:DescripcionOperacion>
    <sum1:Desglose>
        <sum1:DetalleDesglose>
            <sum1:Impuesto>01</sum1:Impuesto>
            <sum1:ClaveRegimen>01</sum1:ClaveRegimen>
            <sum1:CalificacionOperacion>S1</sum1:CalificacionOperacion>
            <sum1:TipoImpositivo>21.00</sum1:TipoImpositivo>
            <sum1:BaseImponibleOimporteNoSujeto>100.00</sum1:BaseImponibleOimporteNoSujeto>
            <sum1:CuotaRepercutida>21.00</sum1:CuotaRepercutida>
        </sum1:DetalleDesglose>
    </sum1:Desglose>
    <sum1:CuotaTotal>21.00</sum1:CuotaTotal>
    <sum1:ImporteTotal>121.00</sum1:ImporteTotal>
    <sum1:Encadenamiento>
        <sum1:RegistroAnterior>
            <sum1:IDEmisorFactura>A00000000</sum1:IDEmisorFactura>
            <sum1:NumSerieFactura>PRUEBA-001</sum1:NumSerieFactura>
            <sum1:FechaExpedicionFactura>01-06-2025</sum1:FechaExpedicionFactura>
            <sum1:Huella>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</sum1:Huella>
        </sum1:RegistroAnterior>
    </sum1:Encadenamiento>
    <sum1:SistemaInformatico>
        <sum1:NombreRazon>Perico de los Palotes, S.A.</sum1:NombreRazon>
        <sum1:NIF>A00000000</sum1:NIF>
        <sum1:NombreSistemaInformatico>Test SIF</sum1:NombreSistemaInformatico>
        <sum1:IdSistemaInformatico>TS</sum1:IdSistemaInformatico>
        <sum1:Version>0.0.1</sum1:Version>
        <sum1:NumeroInstalacion>01234</sum1:NumeroInstalacion>
        <sum1:TipoUsoPosibleSoloVerifactu>S</sum1:TipoUsoPosibleSoloVerifactu>
        <sum1:TipoUsoPosibleMultiOT>N</sum1:TipoUsoPosibleMultiOT>
        <sum1:IndicadorMultiplesOT>N</sum1:IndicadorMultiplesOT>
    </sum1:SistemaInformatico>
    <sum1:FechaHoraHusoGenRegistro>2025-06-02T20:30:40+02:00</sum1:FechaHoraHusoGenRegistro>
    <sum1:TipoHuella>01</sum1:TipoHuella>
    <sum1:Huella>4566062C5A5D7DA4E0E876C0994071CD807962629F8D3C1F33B91EDAA65B2BA1</sum1:Huella>
</sum1:RegistroAlta>`;

const compact = (xml: string) => xml.replace(/>\s+</g, '><').trim();

/** The names of the direct children of the first `name` element of `xml`, in order. */
function childrenOf(xml: string, name: string): string[] {
  const start = xml.indexOf(`<${name}>`);
  expect(start, `${name} is present`).toBeGreaterThanOrEqual(0);
  const names: string[] = [];
  let depth = 0;
  const tag = /<(\/?)([\w:]+)[^>]*?(\/?)>/g;
  tag.lastIndex = start + name.length + 2;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const [, closing, tagName, selfClosing] = match;
    if (closing) {
      if (depth === 0) break;
      depth -= 1;
    } else {
      if (depth === 0) names.push(tagName!);
      if (!selfClosing) depth += 1;
    }
  }
  return names;
}

const CORRECTED = { issuerNif: 'B98765432', number: 'RUZ1-2026/000007', date: '24-11-2026' };

const R5: AeatRegistration = {
  kind: 'alta',
  invoice: { issuerNif: 'B98765432', number: 'RUZ1-2026-R/000001', date: '24-11-2026' },
  issuerName: 'Casa Elefante Restauración, S.L.',
  type: 'R5',
  description: 'Rectificación por cancelación o devolución del pedido',
  recipient: null,
  corrected: CORRECTED,
  replaced: null,
  taxes: [
    { rate: 10, base: -1000, quota: -100 },
    { rate: 21, base: -205, quota: -43 },
  ],
  totalTax: '-1.43',
  totalAmount: '-13.48',
  previous: { ...CORRECTED, hash: 'B'.repeat(64) },
  generatedAt: '2026-11-24T21:05:09+01:00',
  hash: 'C'.repeat(64),
};

const ANULACION: AeatCancellation = {
  kind: 'anulacion',
  invoice: CORRECTED,
  previous: { ...R5.invoice, hash: R5.hash },
  generatedAt: '2026-11-24T21:05:09+01:00',
  hash: 'D'.repeat(64),
};

describe('a registration record (RegistroAlta)', () => {
  it('is Verifactu-PHP’s F2 fixture, element for element', () => {
    expect(recordXml(F2, SYSTEM)).toBe(compact(F2_FIXTURE));
  });

  it('of an F1 names its recipient after the description, NombreRazon before NIF', () => {
    const xml = recordXml({ ...F2, type: 'F1', recipient: { nif: '12345678Z', name: 'Ana Pérez' } }, SYSTEM);
    expect(childrenOf(xml, 'sum1:RegistroAlta')).toEqual([
      'sum1:IDVersion',
      'sum1:IDFactura',
      'sum1:NombreRazonEmisor',
      'sum1:Subsanacion',
      'sum1:TipoFactura',
      'sum1:DescripcionOperacion',
      'sum1:Destinatarios',
      'sum1:Desglose',
      'sum1:CuotaTotal',
      'sum1:ImporteTotal',
      'sum1:Encadenamiento',
      'sum1:SistemaInformatico',
      'sum1:FechaHoraHusoGenRegistro',
      'sum1:TipoHuella',
      'sum1:Huella',
    ]);
    expect(xml).toContain(
      '<sum1:Destinatarios><sum1:IDDestinatario><sum1:NombreRazon>Ana Pérez</sum1:NombreRazon>' +
        '<sum1:NIF>12345678Z</sum1:NIF></sum1:IDDestinatario></sum1:Destinatarios>',
    );
  });

  it('of an R1 (a full invoice corrected) is by differences, names what it corrects and its recipient', () => {
    const xml = recordXml({ ...R5, type: 'R1', recipient: { nif: 'B12345674', name: 'Bocados S.L.' } }, SYSTEM);
    expect(childrenOf(xml, 'sum1:RegistroAlta').slice(4, 9)).toEqual([
      'sum1:TipoFactura',
      'sum1:TipoRectificativa',
      'sum1:FacturasRectificadas',
      'sum1:DescripcionOperacion',
      'sum1:Destinatarios',
    ]);
    expect(xml).toContain('<sum1:TipoFactura>R1</sum1:TipoFactura><sum1:TipoRectificativa>I</sum1:TipoRectificativa>');
    expect(xml).toContain('<sum1:NIF>B12345674</sum1:NIF>');
  });

  it('of an F2 never names a recipient, even if one is given', () => {
    const xml = recordXml({ ...F2, recipient: { nif: '12345678Z', name: 'Ana' } }, SYSTEM);
    expect(xml).not.toContain('Destinatarios');
  });

  it('refuses a record without a tax breakdown, which the AEAT would refuse with its whole batch', () => {
    expect(() => recordXml({ ...F2, taxes: [] }, SYSTEM)).toThrow(/tax breakdown/);
  });

  it('of the first record of a chain says PrimerRegistro', () => {
    const xml = recordXml({ ...F2, previous: null }, SYSTEM);
    expect(xml).toContain('<sum1:Encadenamiento><sum1:PrimerRegistro>S</sum1:PrimerRegistro></sum1:Encadenamiento>');
  });

  it('escapes the text it carries', () => {
    const xml = recordXml({ ...F2, issuerName: 'Tapas & Cañas <"Los Primos">, S.L.' }, SYSTEM);
    expect(xml).toContain(
      '<sum1:NombreRazonEmisor>Tapas &amp; Cañas &lt;&quot;Los Primos&quot;&gt;, S.L.</sum1:NombreRazonEmisor>',
    );
    expect(escapeXml(`a'b`)).toBe('a&apos;b');
  });
});

describe('the envelope of a batch', () => {
  const envelope = submissionEnvelope({
    issuer: { name: 'Casa Elefante Restauración, S.L.', nif: 'B98765432' },
    system: SYSTEM,
    records: [R5, ANULACION],
  });

  it('is a SOAP 1.1 RegFactuSistemaFacturacion with the AEAT’s namespaces, the issuer and the records in order', () => {
    expect(envelope).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><soapenv:Envelope /);
    expect(envelope).toContain(`xmlns:soapenv="${NS_SOAPENV}"`);
    expect(envelope).toContain(`xmlns:sum="${NS_SUMINISTRO_LR}"`);
    expect(envelope).toContain(`xmlns:sum1="${NS_SUMINISTRO_INFORMACION}"`);
    expect(childrenOf(envelope, 'soapenv:Body')).toEqual(['sum:RegFactuSistemaFacturacion']);
    expect(childrenOf(envelope, 'sum:RegFactuSistemaFacturacion')).toEqual([
      'sum:Cabecera',
      'sum:RegistroFactura',
      'sum:RegistroFactura',
    ]);
    expect(envelope).toContain(
      '<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>Casa Elefante Restauración, S.L.</sum1:NombreRazon>' +
        '<sum1:NIF>B98765432</sum1:NIF></sum1:ObligadoEmision></sum:Cabecera>',
    );
    expect(envelope.indexOf('<sum1:RegistroAlta>')).toBeLessThan(envelope.indexOf('<sum1:RegistroAnulacion>'));
  });

  it('carries the R5 by differences, the document it corrects and its negative amounts per rate', () => {
    expect(childrenOf(envelope, 'sum1:RegistroAlta').slice(0, 8)).toEqual([
      'sum1:IDVersion',
      'sum1:IDFactura',
      'sum1:NombreRazonEmisor',
      'sum1:Subsanacion',
      'sum1:TipoFactura',
      'sum1:TipoRectificativa',
      'sum1:FacturasRectificadas',
      'sum1:DescripcionOperacion',
    ]);
    expect(envelope).toContain(
      '<sum1:TipoFactura>R5</sum1:TipoFactura><sum1:TipoRectificativa>I</sum1:TipoRectificativa>' +
        '<sum1:FacturasRectificadas><sum1:IDFacturaRectificada><sum1:IDEmisorFactura>B98765432</sum1:IDEmisorFactura>' +
        '<sum1:NumSerieFactura>RUZ1-2026/000007</sum1:NumSerieFactura>' +
        '<sum1:FechaExpedicionFactura>24-11-2026</sum1:FechaExpedicionFactura></sum1:IDFacturaRectificada></sum1:FacturasRectificadas>',
    );
    expect(childrenOf(envelope, 'sum1:DetalleDesglose')).toEqual([
      'sum1:Impuesto',
      'sum1:ClaveRegimen',
      'sum1:CalificacionOperacion',
      'sum1:TipoImpositivo',
      'sum1:BaseImponibleOimporteNoSujeto',
      'sum1:CuotaRepercutida',
    ]);
    expect(envelope).toContain(
      '<sum1:TipoImpositivo>10.00</sum1:TipoImpositivo><sum1:BaseImponibleOimporteNoSujeto>-10.00</sum1:BaseImponibleOimporteNoSujeto>' +
        '<sum1:CuotaRepercutida>-1.00</sum1:CuotaRepercutida>',
    );
    expect(envelope).toContain(
      '<sum1:TipoImpositivo>21.00</sum1:TipoImpositivo><sum1:BaseImponibleOimporteNoSujeto>-2.05</sum1:BaseImponibleOimporteNoSujeto>' +
        '<sum1:CuotaRepercutida>-0.43</sum1:CuotaRepercutida>',
    );
    expect(envelope).toContain('<sum1:CuotaTotal>-1.43</sum1:CuotaTotal><sum1:ImporteTotal>-13.48</sum1:ImporteTotal>');
  });

  it('carries the anulación with the cancelled invoice’s id (…Anulada) and its chain to the R5', () => {
    expect(childrenOf(envelope, 'sum1:RegistroAnulacion')).toEqual([
      'sum1:IDVersion',
      'sum1:IDFactura',
      'sum1:Encadenamiento',
      'sum1:SistemaInformatico',
      'sum1:FechaHoraHusoGenRegistro',
      'sum1:TipoHuella',
      'sum1:Huella',
    ]);
    const anulacion = envelope.slice(envelope.indexOf('<sum1:RegistroAnulacion>'));
    expect(anulacion).toContain(
      '<sum1:IDFactura><sum1:IDEmisorFacturaAnulada>B98765432</sum1:IDEmisorFacturaAnulada>' +
        '<sum1:NumSerieFacturaAnulada>RUZ1-2026/000007</sum1:NumSerieFacturaAnulada>' +
        '<sum1:FechaExpedicionFacturaAnulada>24-11-2026</sum1:FechaExpedicionFacturaAnulada></sum1:IDFactura>',
    );
    expect(anulacion).toContain(
      '<sum1:RegistroAnterior><sum1:IDEmisorFactura>B98765432</sum1:IDEmisorFactura>' +
        '<sum1:NumSerieFactura>RUZ1-2026-R/000001</sum1:NumSerieFactura>' +
        `<sum1:FechaExpedicionFactura>24-11-2026</sum1:FechaExpedicionFactura><sum1:Huella>${'C'.repeat(64)}</sum1:Huella>`,
    );
    expect(anulacion).toContain(`<sum1:TipoHuella>01</sum1:TipoHuella><sum1:Huella>${'D'.repeat(64)}</sum1:Huella>`);
  });

  it('carries 1 to 1000 records', () => {
    const issuer = { name: 'X', nif: 'B98765432' };
    expect(() => submissionEnvelope({ issuer, system: SYSTEM, records: [] })).toThrow(RangeError);
    expect(() => submissionEnvelope({ issuer, system: SYSTEM, records: Array(1001).fill(F2) })).toThrow(RangeError);
    expect(
      submissionEnvelope({ issuer, system: SYSTEM, records: Array(1000).fill(F2) }).match(/<sum:RegistroFactura>/g),
    ).toHaveLength(1000);
  });
});

const ANSWER_NS =
  'xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" ' +
  'xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" ' +
  'xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"';

describe('the answer', () => {
  it('of an accepted batch gives its CSV, its wait and each line', () => {
    const answer = parseSubmissionAnswer(`<?xml version="1.0" encoding="UTF-8"?>
      <env:Envelope ${ANSWER_NS}><env:Header/><env:Body Id="Body">
        <tikR:RespuestaRegFactuSistemaFacturacion>
          <tikR:CSV>A-86U4KHPACUMVZE</tikR:CSV>
          <tikR:DatosPresentacion><tik:NIFPresentador>A00000000</tik:NIFPresentador>
            <tik:TimestampPresentacion>2025-10-13T12:34:56+02:00</tik:TimestampPresentacion></tikR:DatosPresentacion>
          <tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Perico &amp; Co</tik:NombreRazon><tik:NIF>A00000000</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
          <tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio>
          <tikR:EstadoEnvio>Correcto</tikR:EstadoEnvio>
          <tikR:RespuestaLinea>
            <tikR:IDFactura><tik:IDEmisorFactura>A00000000</tik:IDEmisorFactura>
              <tik:NumSerieFactura>TEST-202510-123</tik:NumSerieFactura>
              <tik:FechaExpedicionFactura>13-10-2025</tik:FechaExpedicionFactura></tikR:IDFactura>
            <tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion><tik:Subsanacion>N</tik:Subsanacion></tikR:Operacion>
            <tikR:EstadoRegistro>Correcto</tikR:EstadoRegistro>
          </tikR:RespuestaLinea>
          <tikR:RespuestaLinea>
            <tikR:IDFactura><tik:IDEmisorFactura>A00000000</tik:IDEmisorFactura>
              <tik:NumSerieFactura>TEST-202510-120</tik:NumSerieFactura>
              <tik:FechaExpedicionFactura>11-10-2025</tik:FechaExpedicionFactura></tikR:IDFactura>
            <tikR:Operacion><tik:TipoOperacion>Anulacion</tik:TipoOperacion></tikR:Operacion>
            <tikR:EstadoRegistro>AceptadoConErrores</tikR:EstadoRegistro>
            <tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro>
            <tikR:DescripcionErrorRegistro>Aviso &lt;de prueba&gt;</tikR:DescripcionErrorRegistro>
          </tikR:RespuestaLinea>
        </tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`);
    expect(answer).toEqual({
      status: 'Correcto',
      waitSeconds: 60,
      csv: 'A-86U4KHPACUMVZE',
      lines: [
        {
          invoice: { issuerNif: 'A00000000', number: 'TEST-202510-123', date: '13-10-2025' },
          operation: 'Alta',
          status: 'Correcto',
          errorCode: null,
          errorMessage: null,
          duplicate: null,
        },
        {
          invoice: { issuerNif: 'A00000000', number: 'TEST-202510-120', date: '11-10-2025' },
          operation: 'Anulacion',
          status: 'AceptadoConErrores',
          errorCode: '2000',
          errorMessage: 'Aviso <de prueba>',
          duplicate: null,
        },
      ],
    });
  });

  it('of a rejected batch gives no CSV and the error of each line', () => {
    const answer = parseSubmissionAnswer(`<env:Envelope ${ANSWER_NS}><env:Body>
      <tikR:RespuestaRegFactuSistemaFacturacion>
        <tikR:TiempoEsperaEnvio>120</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Incorrecto</tikR:EstadoEnvio>
        <tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>A00000000</tik:IDEmisorFactura>
          <tik:NumSerieFactura>NO-EXISTE</tik:NumSerieFactura><tik:FechaExpedicionFactura>11-10-2025</tik:FechaExpedicionFactura></tikR:IDFactura>
          <tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>3002</tikR:CodigoErrorRegistro>
          <tikR:DescripcionErrorRegistro>No existe el registro de facturación.</tikR:DescripcionErrorRegistro></tikR:RespuestaLinea>
      </tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`);
    expect(answer.status).toBe('Incorrecto');
    expect(answer.csv).toBeNull();
    expect(answer.waitSeconds).toBe(120);
    expect(answer.lines[0]).toMatchObject({
      operation: null,
      status: 'Incorrecto',
      errorCode: '3002',
      errorMessage: 'No existe el registro de facturación.',
    });
  });

  it('of a record the AEAT already holds gives error 3000 and the state it holds it in', () => {
    const line = (held: string, own = true) => `<env:Envelope ${ANSWER_NS}><env:Body>
      <tikR:RespuestaRegFactuSistemaFacturacion>
        <tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Incorrecto</tikR:EstadoEnvio>
        <tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>A00000000</tik:IDEmisorFactura>
          <tik:NumSerieFactura>T-1</tik:NumSerieFactura><tik:FechaExpedicionFactura>11-10-2025</tik:FechaExpedicionFactura></tikR:IDFactura>
          <tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro>${
            own
              ? '<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro>' +
                '<tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro>'
              : ''
          }
          <tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202510131234</tik:IdPeticionRegistroDuplicado>
            <tik:EstadoRegistroDuplicado>${held}</tik:EstadoRegistroDuplicado>
            <tik:CodigoErrorRegistro>1100</tik:CodigoErrorRegistro></tikR:RegistroDuplicado></tikR:RespuestaLinea>
      </tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
    expect(parseSubmissionAnswer(line('AceptadaConErrores')).lines[0]).toMatchObject({
      status: 'Incorrecto',
      errorCode: '3000',
      errorMessage: 'Registro de facturación duplicado.',
      duplicate: { requestId: '202510131234', status: 'AceptadaConErrores' },
    });
    // The held record's own error is not the line's.
    expect(parseSubmissionAnswer(line('Correcta', false)).lines[0]).toMatchObject({
      errorCode: null,
      errorMessage: null,
      duplicate: { status: 'Correcta' },
    });
    // A state not in the schema is no duplicate, and the rest of the answer is still read.
    expect(parseSubmissionAnswer(line('Correcto')).lines[0]).toMatchObject({ errorCode: '3000', duplicate: null });
  });

  it('that is a SOAP fault, or not the AEAT’s answer, throws', () => {
    expect(() =>
      parseSubmissionAnswer(
        `<env:Envelope xmlns:env="${NS_SOAPENV}"><env:Body><env:Fault><faultcode>env:Server</faultcode>` +
          '<faultstring>Codigo[20009].Error interno en el servidor</faultstring></env:Fault></env:Body></env:Envelope>',
      ),
    ).toThrow(/Codigo\[20009\]\.Error interno en el servidor/);
    expect(() => parseSubmissionAnswer('<html>Bad gateway</html>')).toThrow(AeatAnswerError);
    expect(() =>
      parseSubmissionAnswer(
        '<RespuestaRegFactuSistemaFacturacion><EstadoEnvio>Quizá</EstadoEnvio></RespuestaRegFactuSistemaFacturacion>',
      ),
    ).toThrow(AeatAnswerError);
  });
});
