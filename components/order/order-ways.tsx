import { getTranslations } from 'next-intl/server';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { AppLink } from '@/components/ui/app-link';
import { DeliveryTypeIcon } from './delivery-type-icon';

const WAYS: {
  type: DeliveryType;
  href: string;
  title: 'deliveryTitle' | 'takeawayTitle' | 'fastTitle';
  text: 'deliveryText' | 'takeawayText' | 'fastText';
}[] = [
  { type: 'delivery', href: '/pedido-online/domicilio', title: 'deliveryTitle', text: 'deliveryText' },
  { type: 'takeaway', href: '/pedido-online/recoger', title: 'takeawayTitle', text: 'takeawayText' },
  { type: 'fast', href: '/pedido-online/fast', title: 'fastTitle', text: 'fastText' },
];

/** The three ways to order (delivery, takeaway, fast), as cards. */
export async function OrderWays({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = await getTranslations('OrderOnline');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {WAYS.map((way) => (
        <li key={way.type}>
          <AppLink
            href={way.href}
            className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md"
          >
            <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-soft text-brand">
              <DeliveryTypeIcon type={way.type} className="h-8 w-8" />
            </span>
            <Heading className="mt-4 font-display text-2xl font-bold">{t(way.title)}</Heading>
            <p className="mt-2 flex-1 text-muted">{t(way.text)}</p>
            <span className="mt-4 font-semibold text-brand group-hover:underline" aria-hidden="true">
              {t('choose')} →
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
