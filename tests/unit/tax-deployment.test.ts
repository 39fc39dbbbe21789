import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NIF, parseEnv } from '@/lib/env';
import { taxConfigurationProblems, taxConfigurationRefusal } from '@/lib/tax/deployment';

// Decision 037: the server refuses to start with a tax configuration that
// would put a wrong NIF, or a QR and a submission in different AEAT
// environments, on every ticket it issues.

const TEST_ENDPOINT = 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
const PRODUCTION_ENDPOINT = 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
const COMPANY_NIF = 'A58818501';
/** A bank's terminal: real tickets need one (the simulator's key is public). */
const GATEWAY = {
  REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
  REDSYS_REST_URL: 'https://sis.redsys.es/sis/rest/trataPeticionREST',
  REDSYS_SECRET_KEY: Buffer.alloc(24, 3).toString('base64'),
};

const configuration = (variables: Record<string, string>) => parseEnv({ SESSION_SECRET: 'x'.repeat(32), ...variables });

describe('the tax configuration checked at start', () => {
  it('lets the demo start: its defaults are the demo company on the test environment', () => {
    expect(taxConfigurationProblems(configuration({}))).toEqual([]);
    expect(configuration({}).COMPANY_NIF).toBe(DEMO_COMPANY_NIF);
  });

  it("refuses a company NIF whose control character is wrong: it signs every ticket's record", () => {
    const problems = taxConfigurationProblems(configuration({ COMPANY_NIF: 'A58818502' }));
    expect(problems).toEqual([
      expect.stringContaining('The company NIF (A58818502, COMPANY_NIF or /admin/ajustes): El NIF no es válido'),
    ]);
    expect(taxConfigurationRefusal(configuration({ COMPANY_NIF: 'A58818502' }))).toMatch(
      /does not start:\n- The company NIF/,
    );
    expect(taxConfigurationRefusal(configuration({}))).toBeNull();
  });

  it("refuses real tickets signed with the demo company's NIF", () => {
    expect(taxConfigurationProblems(configuration({ VERIFACTU_PRODUCTION: 'true', ...GATEWAY }))).toEqual([
      expect.stringContaining(DEMO_COMPANY_NIF),
    ]);
    expect(
      taxConfigurationProblems(configuration({ VERIFACTU_PRODUCTION: 'true', COMPANY_NIF: COMPANY_NIF, ...GATEWAY })),
    ).toEqual([]);
  });

  it('refuses real tickets with the payment simulator, whose key is public (security probe, stop 40)', () => {
    expect(taxConfigurationProblems(configuration({ VERIFACTU_PRODUCTION: 'true', COMPANY_NIF }))).toEqual([
      expect.stringContaining('VERIFACTU_PRODUCTION=true with the payment simulator (no REDSYS_URL)'),
    ]);
    // The demo, and a test deployment, keep the simulator.
    expect(taxConfigurationProblems(configuration({ COMPANY_NIF }))).toEqual([]);
  });

  it('refuses records sent to one AEAT environment while the QR points at the other', () => {
    const withCertificate = { COMPANY_NIF, VERIFACTU_CERT_PATH: '/etc/empresa.pfx' };
    const real = { ...withCertificate, ...GATEWAY, VERIFACTU_PRODUCTION: 'true' };
    expect(taxConfigurationProblems(configuration({ ...real, VERIFACTU_ENDPOINT: TEST_ENDPOINT }))).toEqual([
      expect.stringContaining('AEAT test endpoint'),
    ]);
    expect(
      taxConfigurationProblems(configuration({ ...withCertificate, VERIFACTU_ENDPOINT: PRODUCTION_ENDPOINT })),
    ).toEqual([expect.stringContaining('QR would point at the test site')]);
    expect(taxConfigurationProblems(configuration({ ...real, VERIFACTU_ENDPOINT: PRODUCTION_ENDPOINT }))).toEqual([]);
    expect(taxConfigurationProblems(configuration({ ...withCertificate, VERIFACTU_ENDPOINT: TEST_ENDPOINT }))).toEqual(
      [],
    );
  });

  it('names every problem at once', () => {
    const problems = taxConfigurationProblems(
      configuration({ VERIFACTU_PRODUCTION: 'true', VERIFACTU_CERT_PATH: '/etc/empresa.pfx' }),
    );
    expect(problems).toEqual([
      expect.stringContaining(DEMO_COMPANY_NIF),
      expect.stringContaining('payment simulator'),
      expect.stringContaining('AEAT test endpoint'),
    ]);
  });
});
