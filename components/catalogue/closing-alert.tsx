'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OpenState } from '@/lib/restaurants/hours';
import { Modal } from '@/components/ui/modal';

/** Spec: restaurant closing alert, shown on arrival when the restaurant closes soon or is closed. */
export function ClosingAlert({ restaurant, state, today }: { restaurant: string; state: OpenState; today: string }) {
  const t = useTranslations('ClosingAlert');
  const tDays = useTranslations('Weekdays');
  const tOrdering = useTranslations('Ordering');
  const shouldAlert = !state.isOpen || state.closesSoon;
  const [isOpen, setOpen] = useState(shouldAlert);
  if (!shouldAlert) return null;
  const next = state.nextOpening;
  const isToday = next?.date === today;
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => setOpen(false)}
      title={state.isOpen ? t('closingTitle') : t('closedTitle')}
      footer={
        <div className="flex justify-end">
          <button type="button" onClick={() => setOpen(false)} className="rounded-full bg-brand px-6 py-2 font-semibold text-white">
            {t('ok')}
          </button>
        </div>
      }
    >
      <p>{state.isOpen ? t('closingText', { restaurant, time: state.closesAt ?? '' }) : t('closedText', { restaurant })}</p>
      {!state.isOpen && next ? (
        <p className="mt-2 font-medium">
          {t('opensAt', { day: isToday ? tOrdering('today') : tDays(String(next.weekday) as '1'), time: next.opensAt })}
        </p>
      ) : null}
    </Modal>
  );
}
