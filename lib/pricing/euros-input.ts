// Prices typed by people in the back office: "1,20", "1.20", "12" → cents.

/**
 * Cents of `text`, or the text itself when it is not an amount, for the server to refuse in words.
 * A negative, huge or over-precise amount is still an amount: it goes as a number, so that the
 * server's own words answer («no puede ser negativo», «no puede pasar de…», «dos decimales»),
 * not «escríbelo como un importe» (found by a QA pass).
 */
export function centsFromInput(text: string, empty: number | null = 0): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return empty;
  const amount = /^-?\d{1,13}(\.\d+)?$/.exec(trimmed);
  if (!amount) return text;
  const cents = Number(trimmed) * 100;
  // Two decimals at most are cents (rounded off the float's error); more are left for the server to refuse.
  return (amount[1]?.length ?? 0) <= 3 ? Math.round(cents) : cents;
}

/** 120 → "1,20", as a price field shows it. */
export const inputFromCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
