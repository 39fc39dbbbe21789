import { z } from 'zod';
import { normalizeNif, validateNif } from '@/lib/tax/nif';

/**
 * Who a full invoice is for: at checkout («Quiero factura») or after, from
 * the confirmation (POST /api/orders/{id}/invoice). The NIF, NIE or CIF has
 * its check character checked (lib/tax/nif.ts) and is kept normalised.
 */
/** A Spanish NIF, NIE or CIF with its check character checked, kept normalised (B12345674). */
export const nifField = z
  .string({ error: 'Escribe el NIF, NIE o CIF.' })
  .trim()
  .min(1, 'Escribe el NIF, NIE o CIF.')
  .max(20, 'El NIF tiene 9 caracteres.')
  .superRefine((value, context) => {
    const checked = validateNif(value);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message });
  })
  .transform(normalizeNif);

export const invoiceRequestSchema = z.object({
  nif: nifField,
  name: z
    .string({ error: 'Escribe el nombre o la razón social.' })
    .trim()
    .min(2, 'Escribe el nombre o la razón social.')
    .max(120, 'El nombre tiene 120 caracteres como mucho.'),
  address: z
    .string({ error: 'Escribe la dirección fiscal.' })
    .trim()
    .min(5, 'Escribe la dirección fiscal completa.')
    .max(250, 'La dirección tiene 250 caracteres como mucho.'),
});

export type InvoiceRecipientInput = z.infer<typeof invoiceRequestSchema>;
