import 'server-only';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';

// How a batch reaches the tax agency: the worker (lib/jobs/verifactu-worker.ts)
// only sees AeatTransport, so the tests put a local fake server behind it.
// The real one posts the SOAP request over TLS with the company's client
// certificate (a PKCS#12/PFX file), as josemmo/Verifactu-PHP's AeatClient does
// (path /wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP on prewww1.aeat.es
// for tests, www1.agenciatributaria.gob.es for production).

/** Posts one SOAP request and answers the response body; throws when it does not get one. */
export type AeatTransport = (xml: string) => Promise<string>;

/** The AEAT answered with an HTTP error (its SOAP faults come as 500s: the body is kept for the parser). */
export class AeatHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`VeriFactu: the AEAT answered HTTP ${status}`);
    this.name = 'AeatHttpError';
  }
}

const TIMEOUT_MS = 120_000;
/** Far above a batch's answer (1000 lines); a bigger one is not the AEAT's. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export type SoapTransportOptions = {
  endpoint: string;
  /** The client certificate: a PKCS#12 (PFX) file and its password. Required for https. */
  certificate?: { pfx: Buffer; password: string | undefined };
  timeoutMs?: number;
};

/**
 * A transport that POSTs to `endpoint`: over https with the client
 * certificate, or over plain http (the tests' local fake server only: the
 * configuration accepts https addresses alone).
 */
export function soapTransport(options: SoapTransportOptions): AeatTransport {
  const url = new URL(options.endpoint);
  const secure = url.protocol === 'https:';
  if (secure && !options.certificate) throw new Error('VeriFactu: the AEAT needs a client certificate');
  return (xml) =>
    new Promise<string>((resolve, reject) => {
      const body = Buffer.from(xml, 'utf8');
      const requestOptions: https.RequestOptions = {
        method: 'POST',
        headers: {
          'Content-Type': 'text/xml; charset=utf-8',
          // The WSDL's soap:operation declares soapAction="": SOAP 1.1 still sends the header.
          SOAPAction: '""',
          'Content-Length': body.length,
        },
        timeout: options.timeoutMs ?? TIMEOUT_MS,
        ...(secure && options.certificate
          ? { pfx: options.certificate.pfx, passphrase: options.certificate.password }
          : {}),
      };
      const request = (secure ? https : http).request(url, requestOptions, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            request.destroy(new Error('VeriFactu: the answer is too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(text);
          else reject(new AeatHttpError(status, text));
        });
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error('VeriFactu: the AEAT did not answer in time')));
      request.on('error', reject);
      request.end(body);
    });
}

/** The configured transport: the certificate file read now (a missing file fails the round, not the start). */
export function configuredTransport(config: {
  endpoint: string;
  certPath: string;
  certPassword: string | undefined;
}): AeatTransport {
  return soapTransport({
    endpoint: config.endpoint,
    certificate: { pfx: fs.readFileSync(config.certPath), password: config.certPassword },
  });
}
