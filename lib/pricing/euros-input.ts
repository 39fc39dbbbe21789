// Prices typed by people in the back office: "1,20", "1.20", "12" → cents.

/** Cents of `text`, or the text itself when it is not a price, for the server to refuse in words. */
export function centsFromInput(text: string, empty: number | null = 0): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return empty;
  return /^\d{1,6}(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : text;
}

/** 120 → "1,20", as a price field shows it. */
export const inputFromCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
