import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { statusWord } from '@/lib/vocabulary/order-status';
import { badgeTone } from './order-status';

/** The order's status as a coloured pill; the words carry the meaning, the colour only helps. */
export function OrderStatusBadge({
  status,
  tableNumber,
  className = '',
}: {
  status: OrderStatus;
  /** The table an order is served at, if any: its last step reads «Servido». */
  tableNumber: number | null;
  className?: string;
}) {
  const t = useTranslations('OrderStatus');
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${badgeTone(status)} ${className}`}
    >
      {t(statusWord(status, tableNumber))}
    </span>
  );
}
