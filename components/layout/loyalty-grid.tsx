'use client';

import { useTranslations } from 'next-intl';
import { loyaltyMarks } from '@/lib/site/navigation';

/** The loyalty card display: a 6-column grid, one mark per point, filled for points held. */
export function LoyaltyGrid({ points, tone = 'light' }: { points: number; tone?: 'light' | 'dark' }) {
  const t = useTranslations('Layout');
  const marks = loyaltyMarks(points);
  return (
    <figure>
      <ul
        className="grid grid-cols-6 gap-2"
        aria-label={t('loyaltyPoints', { count: points })}
        data-testid="loyalty-grid"
      >
        {marks.map((isFilled, index) => (
          <li
            key={index}
            data-filled={isFilled}
            className={`aspect-square rounded-full border-2 ${
              isFilled ? 'border-lemon bg-lemon' : tone === 'dark' ? 'border-white/50' : 'border-line'
            }`}
          >
            <span className="sr-only">{t('loyaltyMark', { filled: String(isFilled) })}</span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-2 text-sm">{t('loyaltyPoints', { count: points })}</figcaption>
    </figure>
  );
}
