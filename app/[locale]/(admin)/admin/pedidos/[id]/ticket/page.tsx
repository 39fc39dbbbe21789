import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { getRestaurantOrder } from '@/lib/orders/staff-orders';
import { formatEuros } from '@/lib/pricing/money';
import { PrintButton } from '@/components/admin/print-button';
import { getTicket } from '@/lib/invoices/queries';
import { unlessNotFound } from '@/lib/errors';
import { ticketPath } from '@/lib/invoices/paths';
import { addressLine } from '@/lib/orders/address-text';
import { isOnlinePayment } from '@/lib/vocabulary/payment-methods';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ copia?: string }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Ticket');
  return { title: t('title'), robots: { index: false } };
}

/**
 * A ticket for an 80 mm thermal printer: the kitchen's (what to cook, the
 * allergies in bold) or the customer's (what was ordered and paid). Not the
 * legal simplified invoice: the customer's copy links it once issued
 * (/pedido-confirmado/{id}/ticket, issue 16).
 */
export default async function TicketPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff(`/admin/pedidos/${id}/ticket`);
  const t = await getTranslations('Ticket');
  const tAdmin = await getTranslations('Admin');
  const tType = await getTranslations('Admin.type');
  const order = await unlessNotFound(getRestaurantOrder(auth.user, id));
  if (!order) notFound();
  const isKitchen = (await searchParams).copia !== 'cliente';
  // The legal ticket, once issued (at the hand-over or the online payment): what the customer takes away.
  const legal = isKitchen ? null : await unlessNotFound(getTicket(auth.user, id));
  const time = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: order.restaurant.time_zone,
  });
  const type =
    order.delivery_type === 'fast' && order.table_number
      ? tType('table', { table: order.table_number })
      : tType(order.delivery_type);
  return (
    <div className="mx-auto max-w-[80mm] py-4">
      <div data-no-print className="mb-4 flex flex-wrap gap-2">
        <PrintButton label={t('print')} />
        {legal ? (
          <a
            href={ticketPath(id)}
            className="rounded-full px-4 py-2 font-semibold ring-1 ring-line"
            data-testid="legal-ticket-link"
          >
            {t('legalTicket', { number: legal.full_number })}
          </a>
        ) : null}
        <a
          href={`?copia=${isKitchen ? 'cliente' : 'cocina'}`}
          className="rounded-full px-4 py-2 font-semibold ring-1 ring-line"
        >
          {isKitchen ? t('customerCopy') : t('kitchenCopy')}
        </a>
      </div>
      <article
        data-ticket
        className="bg-white p-3 font-mono text-[13px] leading-snug text-black ring-1 ring-line print:ring-0"
      >
        <p className="text-center font-bold">{order.restaurant.commercial_name}</p>
        {isKitchen ? null : (
          <p className="text-center">
            {order.restaurant.address} · {order.restaurant.phone}
          </p>
        )}
        <h1 className="mt-2 text-center text-xl font-bold">{order.number}</h1>
        <p className="text-center font-bold">{type}</p>
        <p className="text-center">{time.format(new Date(order.created_at))}</p>
        <p className="text-center">
          {order.scheduled_for ? t('for', { time: time.format(new Date(order.scheduled_for)) }) : t('asap')}
        </p>
        <p className="mt-2">{order.customer_name}</p>
        {order.address ? (
          <p data-testid="ticket-address">
            {addressLine(order.address)}
            {order.address.notes ? <span className="block">{order.address.notes}</span> : null}
          </p>
        ) : null}
        {isKitchen && !isOnlinePayment(order.payment_method) ? (
          <p className="font-bold">
            {tAdmin('payOffline', { method: order.payment_method, status: order.payment_status })}
          </p>
        ) : null}
        {order.customer_allergies.length > 0 ? (
          <p className="mt-1 border-2 border-black p-1 font-bold uppercase">
            {t('allergies', { list: order.customer_allergies.join(', ') })}
          </p>
        ) : null}
        <hr className="my-2 border-dashed border-black" />
        <ul className="space-y-1">
          {order.lines.map((line) => (
            <li key={line.id}>
              <p className="flex justify-between gap-2 font-bold">
                <span>
                  {line.quantity} × {line.name}
                </span>
                {isKitchen ? null : <span>{formatEuros(line.total_price)}</span>}
              </p>
              {line.details.map((detail) => (
                <p key={detail} className="pl-3">
                  {detail}
                </p>
              ))}
            </li>
          ))}
        </ul>
        {order.observation ? <p className="mt-2 font-bold">{t('note', { text: order.observation })}</p> : null}
        {isKitchen ? null : (
          <>
            <hr className="my-2 border-dashed border-black" />
            {order.discounts.map((discount) => (
              <p key={discount.label} className="flex justify-between">
                <span>{discount.label}</span>
                <span>−{formatEuros(discount.amount)}</span>
              </p>
            ))}
            {order.surcharge ? (
              <p className="flex justify-between">
                <span>{t('surcharge')}</span>
                <span>{formatEuros(order.surcharge)}</span>
              </p>
            ) : null}
            {order.shipping ? (
              <p className="flex justify-between">
                <span>{t('shipping')}</span>
                <span>{formatEuros(order.shipping)}</span>
              </p>
            ) : null}
            {order.packaging.units > 0 ? (
              <p className="flex justify-between">
                <span>{t('packaging', { count: order.packaging.units })}</span>
                <span>{formatEuros(order.packaging.amount)}</span>
              </p>
            ) : null}
            <p className="flex justify-between text-base font-bold">
              <span>{t('total')}</span>
              <span>{formatEuros(order.total)}</span>
            </p>
            {order.taxes.length > 0 ? (
              order.taxes.map((tax) => (
                <p key={tax.rate} className="text-center">
                  {t('taxByRate', { rate: tax.rate, base: formatEuros(tax.base), quota: formatEuros(tax.quota) })}
                </p>
              ))
            ) : (
              <p className="text-center">{t('taxIncluded', { tax: formatEuros(order.tax_total) })}</p>
            )}
            <p className="mt-2 text-center">
              {legal ? t('legalIssued', { number: legal.full_number }) : t('notInvoice')}
            </p>
          </>
        )}
      </article>
    </div>
  );
}
