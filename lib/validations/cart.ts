import { z } from 'zod';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { selectionSchema } from '@/lib/pricing/selection-schema';

const deliveryType = z
  .string({ error: 'Elige cómo quieres tu pedido.' })
  .max(20)
  .transform((value) => deliveryTypeFromParam(value));
const restaurant = z
  .string({ error: 'Elige un restaurante.' })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Elige un restaurante.');
const tableNumber = z
  .union([
    z.null(),
    z.coerce.number().int().min(1, 'Escribe un número de mesa válido.').max(999, 'Escribe un número de mesa válido.'),
  ])
  .optional()
  .transform((value) => value ?? null);

/** The spec sends `products`: the builder's selection (one product; a one-element list is accepted too). */
const products = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 1 ? value[0] : value),
  selectionSchema,
);

export const addToCartSchema = z.object({
  delivery_type: deliveryType,
  restaurant,
  table_number: tableNumber,
  products,
});

/** A new selection needs its context; `{quantity}` alone only sets the line's quantity (0 removes it). */
export const updateCartSchema = z
  .object({
    delivery_type: deliveryType.optional(),
    restaurant: restaurant.optional(),
    table_number: tableNumber,
    products: products.optional(),
    quantity: z.coerce.number().int().min(0).max(99).optional(),
  })
  .superRefine((value, context) => {
    if (value.products === undefined && value.quantity !== undefined) return;
    if (value.delivery_type === undefined)
      context.addIssue({ code: 'custom', path: ['delivery_type'], message: 'Elige cómo quieres tu pedido.' });
    if (value.restaurant === undefined)
      context.addIssue({ code: 'custom', path: ['restaurant'], message: 'Elige un restaurante.' });
  });

export const addExtraSchema = z.object({
  delivery_type: deliveryType,
  restaurant,
  table_number: tableNumber,
  product: z.coerce.number().int().positive('Elige un producto.'),
  quantity: z.coerce.number().int().min(0, 'La cantidad no puede ser negativa.').max(99, 'Como máximo 99 unidades.'),
});
