import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/vocabulary/catalogue';
import { PREP_MINUTES } from '@/lib/vocabulary/order-status';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { selectionSchema } from '@/lib/pricing/selection-schema';
import { otherPersonNameField, phoneField } from './fields';
import { invoiceRequestSchema } from './invoice';
import { OFFLINE_PAYMENT_METHODS } from '@/lib/vocabulary/payment-methods';

// Bodies and queries of the staff API (/api/admin/...).

const STAFF_STATUSES = ORDER_STATUSES.filter((status) => status !== 'pending_payment' && status !== 'received');

export const orderStatusSchema = z
  .object({
    status: z.enum(STAFF_STATUSES as [string, ...string[]], { error: 'Elige un estado válido.' }),
    reason: z
      .string({ error: 'Escribe el motivo.' })
      .trim()
      .min(3, 'Escribe el motivo.')
      .max(200, 'El motivo tiene 200 caracteres como mucho.')
      .optional(),
    prep_minutes: z
      .number({ error: `Indica el tiempo de preparación (${PREP_MINUTES.min}–${PREP_MINUTES.max} min).` })
      .int()
      .min(PREP_MINUTES.min, `El tiempo de preparación es de ${PREP_MINUTES.min} a ${PREP_MINUTES.max} minutos.`)
      .max(PREP_MINUTES.max, `El tiempo de preparación es de ${PREP_MINUTES.min} a ${PREP_MINUTES.max} minutos.`)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'accepted' && value.prep_minutes === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['prep_minutes'],
        message: `Indica el tiempo de preparación (${PREP_MINUTES.min}–${PREP_MINUTES.max} min).`,
      });
    }
    if (value.status === 'cancelled' && value.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Escribe el motivo.' });
    }
  });
export type OrderStatusInput = Omit<z.infer<typeof orderStatusSchema>, 'status'> & {
  status: (typeof STAFF_STATUSES)[number];
};

/** A restaurant's slug in a query or body: which restaurant the call is about. */
export const restaurantSlugField = z
  .string({ error: 'Elige un restaurante.' })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Elige un restaurante.');

export const ordersQuerySchema = z.object({
  restaurant: restaurantSlugField,
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((part) => part.trim()) : null))
    .pipe(z.array(z.enum(ORDER_STATUSES, { error: 'Ese estado no existe.' })).nullable()),
  /** Online payments whose refund the gateway refused (issue 15): the board's notice. */
  payment_status: z.enum(['refund_failed'], { error: 'Ese estado de pago no se puede filtrar.' }).optional(),
});

export const kitchenSchema = z.object({ closed: z.boolean({ error: 'Indica si la cocina está cerrada.' }) });

/** A product or an ingredient taken off ("agotado") or back; off until `until`, by default the next opening. */
export const availabilitySchema = z
  .object({
    product_id: z.number({ error: 'Indica el producto.' }).int().positive('Indica el producto.').optional(),
    ingredient_id: z.number({ error: 'Indica el ingrediente.' }).int().positive('Indica el ingrediente.').optional(),
    available: z.boolean({ error: 'Indica si está disponible.' }),
    until: z.iso.datetime({ offset: true, error: 'Indica una fecha y hora válidas.' }).optional(),
  })
  .refine((value) => (value.product_id === undefined) !== (value.ingredient_id === undefined), {
    path: ['product_id'],
    message: 'Indica un producto o un ingrediente.',
  });

export const maintenanceSchema = z.object({ enabled: z.boolean({ error: 'Indica si activas el mantenimiento.' }) });

export const recallSchema = z.object({
  restaurant: restaurantSlugField,
  station: z.string({ error: 'Elige una estación.' }).trim().min(1, 'Elige una estación.').max(40),
});

/** `?part=` of a kitchen cross-off: a menu's course, a repertoire's own dish, or one of its picks («drink:501»). */
export const kitchenPartQuerySchema = z.object({
  part: z
    .string()
    .regex(/^(?:starter|dish|drink|dessert|coffee|main|(?:drink|dessert):[1-9]\d{0,9})$/, 'Esa parte no existe.')
    .optional(),
});

export const slotCapacitySchema = z.object({
  delivery_type: z
    .string({ error: 'Elige cómo se pide.' })
    .max(20)
    .transform((value) => deliveryTypeFromParam(value)),
  max_orders: z
    .number({ error: 'Indica cuántos pedidos caben en cada franja.' })
    .int('Indica cuántos pedidos caben en cada franja.')
    .min(1, 'Al menos 1 pedido por franja.')
    .max(500, 'Como máximo 500 pedidos por franja.')
    .nullable(),
});

const minutes = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** Pause delivery for N minutes (0 resumes), extra lead time M minutes for the next N (0 removes it). */
export const serviceSchema = z
  .object({
    pause_delivery_minutes: minutes(240, 'La pausa es de 0 a 240 minutos.').optional(),
    extra_lead_minutes: minutes(120, 'El tiempo extra es de 0 a 120 minutos.').optional(),
    extra_lead_for_minutes: minutes(480, 'Indica durante cuántos minutos (hasta 480).').optional(),
  })
  .refine((value) => value.pause_delivery_minutes !== undefined || value.extra_lead_minutes !== undefined, {
    message: 'Indica una pausa del reparto o un tiempo extra.',
    path: ['pause_delivery_minutes'],
  });

/** POST /api/admin/orders: an order staff take by phone (takeaway for anyone; delivery for a customer with an account). */
export const phoneOrderSchema = z
  .object({
    restaurant: restaurantSlugField,
    delivery_type: z
      .string({ error: 'Elige domicilio o recoger.' })
      .max(20)
      .transform((value) => deliveryTypeFromParam(value))
      .refine((value) => value !== 'fast', 'Por teléfono: a domicilio o para recoger.'),
    customer_email: z.email({ error: 'Escribe un correo válido.' }).trim().toLowerCase().optional().nullable(),
    customer_name: otherPersonNameField,
    customer_phone: phoneField,
    address_id: z.number().int().positive().optional().nullable(),
    asap: z.boolean().default(true),
    scheduled_for: z.iso.datetime({ error: 'Elige una hora.' }).optional().nullable(),
    payment_method: z.enum(OFFLINE_PAYMENT_METHODS, { error: 'Elige cómo pagará.' }),
    /** «Quiero factura» for the caller: needed above 3 000 € (issue 16, decision 036). */
    invoice: invoiceRequestSchema.optional().nullable(),
    observation: z
      .string()
      .trim()
      .max(500, 'Las observaciones no pueden superar los 500 caracteres.')
      .optional()
      .nullable()
      .transform((value) => value || null),
    lines: z.array(selectionSchema).min(1, 'Añade al menos un producto.').max(50, 'Como máximo 50 líneas.'),
  })
  .refine((data) => data.asap || data.scheduled_for, { path: ['scheduled_for'], message: 'Elige una hora.' })
  .refine((data) => data.delivery_type !== 'delivery' || (data.customer_email && data.address_id), {
    path: ['customer_email'],
    message: 'Para un pedido a domicilio, busca al cliente por su correo y elige una de sus direcciones.',
  });
export type PhoneOrderInput = z.infer<typeof phoneOrderSchema>;
