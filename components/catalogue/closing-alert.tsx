'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OpenState } from '@/lib/restaurants/hours';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

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
    <Dialog
      isOpen={isOpen}
      onClose={() => setOpen(false)}
      title={state.isOpen ? t('closingTitle') : t('closedTitle')}
      footer={
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('ok')}</Button>
        </DialogActions>
      }
    >
      <p>
        {state.isOpen ? t('closingText', { restaurant, time: state.closesAt ?? '' }) : t('closedText', { restaurant })}
      </p>
      {!state.isOpen && next ? (
        <p className="mt-2 font-medium">
          {t('opensAt', { day: isToday ? tOrdering('today') : tDays(String(next.weekday) as '1'), time: next.opensAt })}
        </p>
      ) : null}
    </Dialog>
  );
}
