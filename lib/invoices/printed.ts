import 'server-only';
import { env } from '@/lib/env';
import { formatAmount, qrUrl } from '@/lib/tax/verifactu';

// What an issued document prints besides its figures (decision 042): the
// VERI*FACTU legend and its tax QR, or neither when the company reports
// through the SII. Fixed when the document is issued, like the figures.

export type VerifactuMode = 'verifactu' | 'none';

/** The `verifactu_mode` setting as a mode: anything but "none" is VERI*FACTU. */
export const verifactuModeOf = (value: string): VerifactuMode => (value === 'none' ? 'none' : 'verifactu');

/** The tax QR's text of a document issued in `mode`; none outside VERI*FACTU (the AEAT would not know it). */
export function documentQrUrl(
  mode: VerifactuMode,
  document: { issuerNif: string; fullNumber: string; issueDate: string; totalCents: number },
): string | null {
  if (mode === 'none') return null;
  return qrUrl({
    nif: document.issuerNif,
    invoiceNumber: document.fullNumber,
    invoiceDate: document.issueDate,
    totalAmount: formatAmount(document.totalCents),
    production: env.VERIFACTU_PRODUCTION === 'true',
  });
}
