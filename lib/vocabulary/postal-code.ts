// A Spanish postal code, checked the same way by the server's zod schema
// (lib/validations/fields.ts) and in the browser, which does not carry zod (issue 11).

/** Five digits; the first two a province, 01 to 52. */
export const SPANISH_POSTAL_CODE = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
