// The messages every page sends to the browser (NextIntlClientProvider in the
// root layout): all of messages/es.json except the namespaces that only server
// components read with getTranslations — the legal texts alone are ~40 KB.
// tests/unit/client-messages.test.ts fails if client code starts using one.

export const SERVER_ONLY_NAMESPACES = [
  'AccountLoyalty',
  'Complaints',
  'Conditions',
  'Cookies',
  'Footer',
  'Header',
  'Home',
  'LegalNotice',
  'Marketing',
  'Metadata',
  'OrderOnline',
  'Privacy',
  'Social',
  'Suggestions',
  'Ticket',
  'WorkWithUs',
] as const;

const serverOnly = new Set<string>(SERVER_ONLY_NAMESPACES);

export function clientMessages<T extends Record<string, unknown>>(messages: T): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !serverOnly.has(namespace))) as Partial<T>;
}
