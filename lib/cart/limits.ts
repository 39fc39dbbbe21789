import { AppError } from '@/lib/errors';
import { MAX_PRODUCT_QUANTITY } from '@/lib/pricing/selection';

// The limits of a cart line and a table (issue 9, finding 9): refused with a
// Spanish field error, never clamped in silence.

export function quantityOverLimit(): AppError {
  return new AppError('validation_failed', {
    errors: { quantity: [`Como máximo puedes pedir ${MAX_PRODUCT_QUANTITY} unidades de un mismo producto.`] },
  });
}

export function tableOutOfRange(maxTableNumber: number): AppError {
  return new AppError('validation_failed', {
    errors: {
      table_number: [
        maxTableNumber > 0
          ? `Escribe un número de mesa entre 1 y ${maxTableNumber}.`
          : 'Este restaurante no sirve en mesa.',
      ],
    },
  });
}
