import { getFormatter, getTranslations } from 'next-intl/server';
import type { LoyaltyEntry } from '@/lib/users/loyalty';
import { formatEuros } from '@/lib/pricing/money';
import { LoyaltyGrid } from '@/components/layout/loyalty-grid';
import { AccountSection } from './account-section';

const REASONS = ['earned', 'redeemed', 'reversed', 'refunded', 'adjustment'] as const;

/** The loyalty card (the same grid as the menu) and the ledger's history with each order. */
export async function LoyaltySection({
  points,
  history,
  minimumCents,
  capCents,
}: {
  points: number;
  history: LoyaltyEntry[];
  minimumCents: number;
  capCents: number;
}) {
  const [t, format] = await Promise.all([getTranslations('AccountLoyalty'), getFormatter()]);
  return (
    <AccountSection
      id="fidelizacion"
      title={t('title')}
      description={t('description', { minimum: formatEuros(minimumCents), cap: formatEuros(capCents) })}
    >
      <div className="max-w-sm">
        <LoyaltyGrid points={points} />
      </div>
      <h3 className="mt-6 text-lg font-semibold">{t('history')}</h3>
      {history.length === 0 ? <p className="mt-2 text-muted">{t('empty')}</p> : null}
      <ul className="mt-2 divide-y divide-line">
        {history.map((entry) => {
          const reason = REASONS.find((candidate) => candidate === entry.reason) ?? 'adjustment';
          return (
            <li key={entry.id} className="flex items-center justify-between gap-4 py-2">
              <span>
                {reason === 'adjustment' && entry.note
                  ? entry.note
                  : t(`reason.${reason}`, { order: entry.order_number ?? '' })}
                <span className="block text-sm text-muted">
                  {format.dateTime(new Date(entry.created_at), { dateStyle: 'long', timeZone: 'Europe/Madrid' })}
                </span>
              </span>
              <span
                className={`shrink-0 whitespace-nowrap font-semibold ${entry.points < 0 ? 'text-red-800' : 'text-olive'}`}
              >
                {entry.points > 0 ? '+' : ''}
                {t('points', { points: entry.points })}
              </span>
            </li>
          );
        })}
      </ul>
    </AccountSection>
  );
}
