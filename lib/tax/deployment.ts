import { DEMO_COMPANY_NIF, type Env } from '@/lib/env';
import { validateNif } from './nif';

// What the tax configuration of a deployment must hold before the server
// serves anyone (decision 037): every ticket's record is signed with the
// company's NIF and chained, and a ticket issued cannot be edited, so a wrong
// NIF or a QR and a submission pointing at different AEAT environments would
// be wrong on every ticket until the chain is corrected by hand. Checked at
// start (instrumentation.ts); the server refuses to start with the reasons.

/** The AEAT's test hosts are prewww1, prewww2, prewww10… (aeat.es); its production hosts are on agenciatributaria.gob.es. */
const isAeatTestHost = (url: string): boolean => /^prewww\d*\.aeat\.es$/.test(new URL(url).hostname);

type TaxEnv = Pick<
  Env,
  'COMPANY_NIF' | 'VERIFACTU_PRODUCTION' | 'VERIFACTU_CERT_PATH' | 'VERIFACTU_ENDPOINT' | 'REDSYS_URL'
>;

/** The reasons the server must not start with this configuration; none when it may. */
export function taxConfigurationProblems(env: TaxEnv): string[] {
  const problems: string[] = [];
  const nif = validateNif(env.COMPANY_NIF);
  if (!nif.ok) problems.push(`The company NIF (${env.COMPANY_NIF}, COMPANY_NIF or /admin/ajustes): ${nif.message}`);
  const isProduction = env.VERIFACTU_PRODUCTION === 'true';
  if (isProduction && env.COMPANY_NIF === DEMO_COMPANY_NIF) {
    problems.push(
      `VERIFACTU_PRODUCTION=true with the demo company's NIF (${DEMO_COMPANY_NIF}): set the company's own in COMPANY_NIF or /admin/ajustes.`,
    );
  }
  // Without a bank's terminal, payments go to the simulator, whose key is Redsys's public test key.
  if (isProduction && !env.REDSYS_URL) {
    problems.push(
      "VERIFACTU_PRODUCTION=true with the payment simulator (no REDSYS_URL): its key is public, so anyone could mark an order paid with no money taken. Set the terminal's REDSYS_* variables.",
    );
  }
  if (env.VERIFACTU_CERT_PATH) {
    const isTestEndpoint = isAeatTestHost(env.VERIFACTU_ENDPOINT);
    if (isProduction && isTestEndpoint) {
      problems.push(
        'VERIFACTU_PRODUCTION=true sends the records to the AEAT test endpoint: set VERIFACTU_ENDPOINT to its production service.',
      );
    }
    if (!isProduction && !isTestEndpoint) {
      problems.push(
        "VERIFACTU_ENDPOINT is not the AEAT test service while VERIFACTU_PRODUCTION is not true: the tickets' QR would point at the test site.",
      );
    }
  }
  return problems;
}

/** Why the server must not start, naming every problem; null when it may (instrumentation.ts). */
export function taxConfigurationRefusal(env: TaxEnv): string | null {
  const problems = taxConfigurationProblems(env);
  return problems.length > 0
    ? `The tax configuration is refused, the server does not start:\n- ${problems.join('\n- ')}`
    : null;
}

/** Ends the process with the reasons when the server must not start: Next only logs what `register()` throws, and serves anyway. */
export function exitOnTaxConfigurationRefusal(env: TaxEnv): void {
  const refusal = taxConfigurationRefusal(env);
  if (!refusal) return;
  console.error(refusal);
  process.exit(1);
}
