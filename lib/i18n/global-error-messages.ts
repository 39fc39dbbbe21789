// The two strings of app/global-error.tsx, which renders with no provider when
// the root layout itself fails. Kept here rather than importing
// messages/es.json, which would put the whole file (~77 KB) in every page's
// client JavaScript; tests/unit/global-error-messages.test.ts keeps them equal
// to messages/es.json's Errors.unexpected and Errors.retry.
export const GLOBAL_ERROR_MESSAGES = {
  unexpected: 'Ha ocurrido un error inesperado.',
  retry: 'Reintentar',
} as const;
