import { z } from 'zod';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from '@/lib/vocabulary/payment-methods';
import { nameField, phoneField } from './fields';
import { invoiceRequestSchema } from './invoice';

/** Online payment (issue 15): keep the card for next time, or pay with a saved one. */
const onlinePaymentFields = {
  save_card: z.boolean().default(false),
  saved_card_id: z.coerce.number().int().positive().optional().nullable(),
};

export const placeOrderSchema = z
  .object({
    address_id: z.coerce.number().int().positive().optional().nullable(),
    asap: z.boolean().default(true),
    scheduled_for: z.iso.datetime({ error: 'Elige una hora de entrega.' }).optional().nullable(),
    observation: z
      .string()
      .trim()
      .max(500, 'Las observaciones no pueden superar los 500 caracteres.')
      .optional()
      .nullable()
      .transform((value) => value || null),
    customer_name: nameField,
    customer_phone: phoneField,
    payment_method: z.enum(PAYMENT_METHODS, { error: 'Elige cómo quieres pagar.' }),
    table_number: z.coerce
      .number({ error: 'Indica el número de mesa.' })
      .int('Indica el número de mesa.')
      .min(1, 'Indica el número de mesa.')
      .max(999, 'Ese número de mesa no existe.')
      .optional()
      .nullable(),
    promotion_code: z.string().trim().max(40, 'Ese código no existe.').optional().nullable(),
    loyalty_cart_item_id: z.coerce.number().int().positive().optional().nullable(),
    /**
     * The products' total the customer saw, in cents (the sum of the cart's line totals). A price
     * changed since is refused with order_prices_changed, not charged. Optional for other clients.
     */
    expected_subtotal: z.number().int().min(0).max(100_000_000).optional().nullable(),
    /**
     * The order's total the customer saw, in cents (products, surcharge, shipping and packaging,
     * less the discounts). Any other total is refused with order_total_changed and the server's
     * amounts, for the customer to confirm. Optional for other clients.
     */
    expected_total: z.number().int().min(0).max(100_000_000).optional().nullable(),
    /** «Quiero factura»: the ticket is issued as an invoice (F1) to this NIF (issue 16). */
    invoice: invoiceRequestSchema.optional().nullable(),
    ...onlinePaymentFields,
  })
  .refine((data) => data.asap || data.scheduled_for, {
    path: ['scheduled_for'],
    message: 'Elige una hora de entrega.',
  });

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export const idempotencyKeySchema = z
  .string({ error: 'Falta la cabecera Idempotency-Key.' })
  .trim()
  .min(8, 'La cabecera Idempotency-Key no es válida.')
  .max(100, 'La cabecera Idempotency-Key no es válida.');

/** POST /api/orders/{id}/payment: another try at paying an order whose payment failed. */
export const retryPaymentSchema = z.object({
  payment_method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'Elige tarjeta o Bizum.' }),
  ...onlinePaymentFields,
});

export type RetryPaymentInput = z.infer<typeof retryPaymentSchema>;
