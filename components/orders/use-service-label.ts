import { useTranslations } from 'next-intl';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';

/**
 * How an order is served, as the customer reads it: the delivery type, and
 * for fast orders the table or "Recoger en el mostrador" (issue 13). Not a
 * client module: server-rendered order pages use it too.
 */
export function useServiceLabel() {
  const t = useTranslations('Orders');
  return (order: { delivery_type: DeliveryType; table_number?: number | null }) =>
    order.delivery_type !== 'fast'
      ? t(`deliveryType.${order.delivery_type}`)
      : order.table_number
        ? t('atTable', { table: order.table_number })
        : t('atCounter');
}
