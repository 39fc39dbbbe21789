import { toCsv } from '@/lib/http/csv';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';
import type { PromotionCodeResource } from './codes';

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE });

/** The batch as a spreadsheet: code, whether it was used, when (Spanish time) and in which order. */
export function codesCsv(codes: PromotionCodeResource[]): string {
  return toCsv([
    ['Código', 'Usado', 'Fecha de uso', 'Pedido'],
    ...codes.map((code) => [
      code.code,
      code.used_at ? 'Sí' : 'No',
      code.used_at ? when.format(new Date(code.used_at)) : '',
      code.order_number ?? '',
    ]),
  ]);
}
