import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { unlessNotFound } from '@/lib/errors';
import { requireUser } from '@/lib/auth/page-guards';
import { getTicket } from '@/lib/invoices/queries';
import { formatEuros } from '@/lib/pricing/money';
import { qrSvg } from '@/lib/tax/qr';
import { PrintButton } from '@/components/admin/print-button';
import { TicketTable } from '@/components/orders/ticket-table';
import { isFullInvoice, netUnitPrice } from '@/lib/invoices/documents';
import { ticketPath } from '@/lib/invoices/paths';
import { isCorrection } from '@/lib/tax/verifactu';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ documento?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Invoice');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /pedido-confirmado/{id}/ticket[?documento={number}]: the order's ticket or
 * invoice in force as issued (issue 16), or another of its documents (the
 * ticket an invoice substitutes, a correction), printable on an 80 mm roll or
 * A4: the tax agency's QR first, the issuer, what it corrects, each line with
 * its rate, base and quota per rate, the total, and the order's other
 * documents. The customer's, or staff's of its restaurant; anyone else gets a 404.
 */
export default async function TicketPage({ params, searchParams }: Props) {
  const [{ locale, id }, { documento }] = await Promise.all([params, searchParams]);
  setRequestLocale(asLocale(locale));
  const number = typeof documento === 'string' ? documento : undefined;
  const auth = await requireUser(ticketPath(id, number));
  const t = await getTranslations('Invoice');
  const ticket = await unlessNotFound(getTicket(auth.user, id, number));
  if (!ticket) notFound();
  // What replaced or corrected this one is said at the top (a reader must not take it for the one in force); the rest below.
  const correctedBy = ticket.related.filter((document) => document.relation === 'corrects_this');
  const others = ticket.related.filter((document) => document.relation === 'other');
  const link = (document: (typeof ticket.related)[number]) => (
    <a href={ticketPath(id, document.full_number)} className="underline print:no-underline">
      {document.full_number}
    </a>
  );
  const qr = ticket.verifactu.qr_url ? await qrSvg(ticket.verifactu.qr_url) : null;
  const percent = (rate: number) => `${rate} %`;
  return (
    <div className="mx-auto max-w-md px-4 py-6 print:max-w-none print:p-0">
      <div data-no-print className="mb-4 flex flex-wrap gap-2">
        <PrintButton label={t('print')} />
      </div>
      <article data-ticket className="bg-white p-4 text-sm text-black ring-1 ring-line print:ring-0">
        {qr ? (
          <>
            <p className="font-semibold">{t('qrLabel')}</p>
            <div
              role="img"
              aria-label={t('qrAlt')}
              data-testid="ticket-qr"
              data-url={ticket.verifactu.qr_url}
              className="mt-1 h-[35mm] w-[35mm] [&>svg]:h-full [&>svg]:w-full"
              // The SVG comes from our own QR encoder, from a URL we built: no user markup in it.
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p className="mt-1 font-bold tracking-wide">VERI*FACTU</p>
          </>
        ) : null}

        <h1 className="mt-4 font-display text-xl font-bold">{t(`type.${ticket.type}`)}</h1>
        <p className="font-semibold" data-testid="ticket-number">
          {t('number', { number: ticket.full_number })}
        </p>
        <p>{t('issued', { date: ticket.issue_date.replaceAll('-', '/') })}</p>
        {correctedBy.map((document) => (
          <p key={document.full_number} className="mt-1 font-bold" data-testid="ticket-corrected-by">
            {t(isCorrection(document.type) ? 'correctedBy' : 'substitutedBy')} {link(document)}
          </p>
        ))}
        {ticket.corrects ? (
          <p className="mt-1 font-semibold" data-testid="ticket-corrects">
            {t(isCorrection(ticket.type) ? 'corrects' : 'substitutes', {
              number: ticket.corrects.full_number,
              date: ticket.corrects.issue_date.replaceAll('-', '/'),
            })}
          </p>
        ) : null}

        <section className="mt-3" aria-label={t('issuer')}>
          <p className="font-semibold">{ticket.issuer.name}</p>
          <p>{t('nif', { nif: ticket.issuer.nif })}</p>
          <p>{ticket.issuer.address}</p>
          <p className="text-muted">
            {t('establishment', { name: ticket.restaurant.name, address: ticket.restaurant.address })}
          </p>
        </section>
        {ticket.recipient ? (
          <section className="mt-3" aria-label={t('recipient')}>
            <p className="font-semibold">{t('recipient')}</p>
            <p>{ticket.recipient.name}</p>
            <p>{t('nif', { nif: ticket.recipient.nif })}</p>
            <p>{ticket.recipient.address}</p>
          </section>
        ) : null}

        <TicketTable
          caption={t('linesCaption')}
          columns={[t('description'), t('rate'), t('amount')]}
          className="mt-4"
          rowClassName="align-top"
          labelClassName="py-0.5 pr-2"
          rows={ticket.lines.map((line, index) => ({
            key: index,
            label: (
              <>
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.description}
                {isFullInvoice(ticket.type) ? (
                  <span className="block text-xs">{t('netUnit', { price: formatEuros(netUnitPrice(line)) })}</span>
                ) : null}
              </>
            ),
            values: [percent(line.tax_rate), formatEuros(line.total)],
          }))}
        />

        <TicketTable
          caption={t('taxesCaption')}
          columns={[t('rate'), t('base'), t('quota')]}
          className="mt-3"
          labelClassName="whitespace-nowrap py-0.5"
          testId="ticket-taxes"
          rows={ticket.taxes.map((tax) => ({
            key: tax.rate,
            label: t('vatAt', { rate: tax.rate }),
            values: [formatEuros(tax.base), formatEuros(tax.quota)],
          }))}
        />
        <p className="mt-3 flex justify-between border-t border-black pt-2 text-base font-bold">
          <span>{t('total')}</span>
          <span data-testid="ticket-total">{formatEuros(ticket.total)}</span>
        </p>
        <p className="text-right">{t('vatIncluded')}</p>
        <p className="mt-3 border-t border-dashed border-black pt-2 text-xs" data-testid="ticket-complaints">
          {ticket.complaints_notice}
        </p>
        {others.length > 0 ? (
          <ul className="mt-3 text-xs" data-testid="ticket-related">
            {others.map((document) => (
              <li key={document.full_number}>
                {t('alsoOfOrder', { type: t(`type.${document.type}`).toLocaleLowerCase('es') })} {link(document)}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </div>
  );
}
