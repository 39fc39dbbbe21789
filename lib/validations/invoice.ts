import { z } from 'zod';

/** POST /api/orders/{id}/invoice: who the full invoice is for (the NIF's check digits are lib/tax/nif.ts's). */
export const invoiceRequestSchema = z.object({
  nif: z
    .string({ error: 'Escribe el NIF, NIE o CIF.' })
    .trim()
    .min(1, 'Escribe el NIF, NIE o CIF.')
    .max(20, 'El NIF tiene 9 caracteres.'),
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
