// Promotions and settings of the demo chain.
import type { DeliveryType } from '../../lib/vocabulary/catalogue';

export interface PromotionSeed {
  /** Null for an automatic promotion, which the seed finds by name. */
  code: string | null;
  name: string;
  description: string;
  isAutomatic: boolean;
  kind: 'percentage' | 'fixed';
  value: number;
  minSubtotalCents: number;
  maxUsesPerUser: number | null;
  firstOrderOnly: boolean;
  deliveryTypes: DeliveryType[];
  /** Validity window relative to the day the seed runs. */
  startsDaysAgo: number;
  endsInDays: number;
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    code: null,
    name: '10 % al recoger',
    description: 'Un 10 % de descuento en los pedidos para recoger a partir de 20,00 €. Se aplica solo.',
    isAutomatic: true,
    kind: 'percentage',
    value: 10,
    minSubtotalCents: 2000,
    maxUsesPerUser: null,
    firstOrderOnly: false,
    deliveryTypes: ['takeaway'],
    startsDaysAgo: 30,
    endsInDays: 365,
  },
  {
    code: 'BIENVENIDA5',
    name: 'Bienvenida: 5 € de descuento',
    description: '5,00 € de descuento en tu primer pedido a domicilio o para recoger a partir de 15,00 €.',
    isAutomatic: false,
    kind: 'fixed',
    value: 500,
    minSubtotalCents: 1500,
    maxUsesPerUser: 1,
    firstOrderOnly: true,
    deliveryTypes: ['delivery', 'takeaway'],
    startsDaysAgo: 30,
    endsInDays: 365,
  },
];

/** Same keys and values as SETTING_DEFAULTS in lib/settings.ts (server-only, so not imported here). */
export const SETTINGS: Record<string, string> = {
  maintenance: 'false',
  loyalty_min_subtotal_cents: '1000',
  loyalty_discount_cap_cents: '800',
};
