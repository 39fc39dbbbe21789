// Money is integer cents end to end (docs/decisions/002-money-in-cents.md);
// this is the one place that turns cents into "12,50 €".
const EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}
