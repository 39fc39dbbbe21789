import { z } from 'zod';

/** The demo company's NIF: the default of COMPANY_NIF, refused at start when the tickets go to the AEAT for real (lib/tax/deployment.ts). */
export const DEMO_COMPANY_NIF = 'B98765431';

// Configuration: every environment variable the product reads is declared and
// validated here, and only this module (and its edge-safe part, env-edge.ts)
// touches process.env. Every variable has a default that works on a fresh
// machine; .env.example documents them. `env` is parsed once at import;
// parseEnv() reads again, for what tests change between runs (mail, uploads).

/** An empty value in a .env file means "not set". */
const optional = <T extends z.ZodType>(type: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), type.optional());

const secret = (name: string) => optional(z.string().min(32, `${name} must be at least 32 characters long.`));

const schema = z.object({
  NODE_ENV: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => value || 'file:./var/data.db')
    .default('file:./var/data.db'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Read by scripts/server.mjs (plain node): listed here so that it is validated and documented once. */
  TRUSTED_PROXIES: z.string().default(''),
  COMPANY_NAME: z.string().default('Casa Elefante Restauración, S.L.'),
  COMPANY_TRADE_NAME: z.string().default('Casa Elefante'),
  // It enters every ticket's VeriFactu hash: nine letters and digits, upper case.
  COMPANY_NIF: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase().replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Z]{9}$/, 'COMPANY_NIF: nine letters and digits, e.g. B98765431'))
    .default(DEMO_COMPANY_NIF),
  /** The tax agency's QR on tickets points at its production site only when "true" (else its test host, decision 029). */
  VERIFACTU_PRODUCTION: z.enum(['true', 'false']).default('false'),
  // Submission of the VeriFactu records to the tax agency (decision 029): off
  // unless VERIFACTU_CERT_PATH names the company's certificate (PKCS#12/PFX).
  VERIFACTU_CERT_PATH: optional(z.string().trim()),
  VERIFACTU_CERT_PASSWORD: optional(z.string()),
  /** The AEAT's SOAP endpoint; its test environment unless set. */
  VERIFACTU_ENDPOINT: z
    .string()
    .url()
    .refine((url) => url.startsWith('https://'), 'VERIFACTU_ENDPOINT: an https:// address')
    .default('https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP'),
  /** NumeroInstalacion of the SistemaInformatico block: tells this installation apart from the producer's others. */
  VERIFACTU_INSTALLATION_NUMBER: z.string().trim().min(1).max(100).default('1'),
  COMPANY_ADDRESS: z.string().default('Calle de Colón, 12, 46004 Valencia (España)'),
  COMPANY_EMAIL: z.string().email().default('hola@casaelefante.example'),
  COMPANY_PHONE: z.string().default('+34 960 000 000'),
  COMPANY_REGISTRY: z
    .string()
    .default('Registro Mercantil de Valencia, tomo 10.000, folio 1, hoja V-100000, inscripción 1.ª'),
  DPO_EMAIL: z.string().email().default('privacidad@casaelefante.example'),
  SOCIAL_INSTAGRAM_URL: z.string().url().default('https://www.instagram.com/casaelefante'),
  SOCIAL_FACEBOOK_URL: z.string().url().default('https://www.facebook.com/casaelefante'),
  SOCIAL_TIKTOK_URL: z.string().url().default('https://www.tiktok.com/@casaelefante'),
  // Online payment through Redsys (issue 15). Without REDSYS_URL the site's own
  // simulator of the gateway (/pasarela-pruebas) is used, with Redsys's public
  // test merchant; the real gateway differs only in these values.
  REDSYS_URL: z.union([z.literal(''), z.string().url()]).default(''),
  REDSYS_REST_URL: z.union([z.literal(''), z.string().url()]).default(''),
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(/^\d{9}$/, 'REDSYS_MERCHANT_CODE: 9 digits')
    .default('999008881'),
  REDSYS_TERMINAL: z
    .string()
    .regex(/^\d{1,3}$/, 'REDSYS_TERMINAL: 1 to 3 digits')
    .default('1'),
  REDSYS_SECRET_KEY: z
    .string()
    .refine(
      (key) => Buffer.from(key, 'base64').length === 24,
      'REDSYS_SECRET_KEY: the Base64 key of 24 bytes the bank gives',
    )
    .default('sq7HjrUOBfKmC576ILgskD5srU870gJ7'),
  REDSYS_SIGNATURE_VERSION: z.enum(['HMAC_SHA256_V1', 'HMAC_SHA512_V2']).default('HMAC_SHA256_V1'),
  // E-mail: with SMTP_HOST set, mail goes out through SMTP; without it, to the
  // local outbox (one JSON file per message in MAIL_OUTBOX_DIR).
  SMTP_HOST: z.string().trim().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().trim().optional(),
  MAIL_OUTBOX_DIR: z.string().default('var/mail'),
  UPLOAD_DIR: z.string().default('var/uploads'),
  // Secrets of the session cookie and the access tokens; without them, random
  // ones are generated once into SECRETS_FILE (lib/auth/secrets.ts).
  SESSION_SECRET: secret('SESSION_SECRET'),
  JWT_SECRET: secret('JWT_SECRET'),
  SECRETS_FILE: z.string().default('var/secrets.json'),
  COOKIE_SECURE: optional(z.enum(['true', 'false'])),
  /** Read by next.config.ts: "off" drops Strict-Transport-Security (production answers it by default). */
  HSTS: optional(z.enum(['on', 'off'])),
  /** Read by next.config.ts and scripts/start.mjs: a second build folder beside the tests' one. */
  NEXT_DIST_DIR: z.string().default('.next'),
  /** Read by scripts/server.mjs and scripts/start.mjs (plain node). */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: optional(z.string()),
  /** Read by scripts/create-manager.ts only: the first manager's password, when not typed (never keep it in .env). */
  MANAGER_PASSWORD: optional(z.string()),
  /** Read by scripts/server.mjs: "json" lines with the request id (the default), or plain "text". */
  LOG_FORMAT: optional(z.enum(['json', 'text'])),
  /** Read by the end-to-end tests (playwright.config.ts, scripts/ensure-chromium.mjs). */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
});

export type Env = z.infer<typeof schema>;

/** The names of every variable the product reads (documented in .env.example). */
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof Env)[];

/** The last answer and what it was read from: validating the whole schema again costs more than a query. */
let last: { source: object; values: string; env: Readonly<Env> } | undefined;

/**
 * The configuration, validated. Read again whenever a variable changed (the
 * tests change them between runs); otherwise the last answer, frozen so that
 * no caller can change it for the next.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Readonly<Env> {
  // A variable that is not set differs from one set to "" (NUL cannot occur in the environment).
  const values = ENV_VARIABLES.map((name) => source[name] ?? '\u0000unset').join('\u0000');
  if (last?.source === source && last.values === values) return last.env;
  const env = Object.freeze(validate(source));
  last = { source, values, env };
  return env;
}

function validate(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const gateway = gatewayProblems(result.data);
  if (gateway.length) throw new Error(`Invalid configuration:\n${gateway.map((problem) => `  ${problem}`).join('\n')}`);
  return result.data;
}

/**
 * A real gateway (REDSYS_URL) needs its own key (the public test key lets
 * anyone sign a notification that pays an order) and its REST URL (refunds).
 */
function gatewayProblems(data: Env): string[] {
  if (!data.REDSYS_URL) return [];
  return [
    ...(data.REDSYS_SECRET_KEY === 'sq7HjrUOBfKmC576ILgskD5srU870gJ7'
      ? ["REDSYS_SECRET_KEY: with REDSYS_URL set, the bank's key, not Redsys's public test key"]
      : []),
    ...(data.REDSYS_REST_URL ? [] : ['REDSYS_REST_URL: required with REDSYS_URL (refunds go there)']),
  ];
}

export const env = parseEnv();

/** Company data for the legal pages (LSSI-CE art. 10). */
export function companyData() {
  return {
    companyName: env.COMPANY_NAME,
    companyTradeName: env.COMPANY_TRADE_NAME,
    companyNif: env.COMPANY_NIF,
    companyAddress: env.COMPANY_ADDRESS,
    companyEmail: env.COMPANY_EMAIL,
    companyPhone: env.COMPANY_PHONE,
    companyRegistry: env.COMPANY_REGISTRY,
    dpoEmail: env.DPO_EMAIL,
    siteUrl: env.SITE_URL,
  };
}
export type CompanyData = ReturnType<typeof companyData>;

export const SOCIAL_LINKS = [
  { id: 'instagram', href: env.SOCIAL_INSTAGRAM_URL },
  { id: 'facebook', href: env.SOCIAL_FACEBOOK_URL },
  { id: 'tiktok', href: env.SOCIAL_TIKTOK_URL },
] as const;
export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

/**
 * Read at each use, not once: the tests point these at a folder of their own
 * after the modules are loaded.
 */
export const uploadDir = (): string => parseEnv().UPLOAD_DIR || 'var/uploads';

/**
 * Submission to the tax agency (decision 029), read at each use: null (off)
 * without a certificate. The tests switch it on and off between runs.
 */
export function verifactuSubmissionConfig(): {
  certPath: string;
  certPassword: string | undefined;
  endpoint: string;
  installationNumber: string;
} | null {
  const current = parseEnv();
  if (!current.VERIFACTU_CERT_PATH) return null;
  return {
    certPath: current.VERIFACTU_CERT_PATH,
    certPassword: current.VERIFACTU_CERT_PASSWORD,
    endpoint: current.VERIFACTU_ENDPOINT,
    installationNumber: current.VERIFACTU_INSTALLATION_NUMBER,
  };
}

export { isDevelopment } from './env-edge';

/** Whether `next build` is prerendering pages now (it has no database to read). */
export const isNextBuild = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';

/** The environment of a child process (pg_dump, pg_restore): this one's, with `extra`. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
