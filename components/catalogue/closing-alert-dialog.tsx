'use client';

import { useTranslations } from 'next-intl';
import type { OpenState } from '@/lib/restaurants/hours';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

/** The closing alert itself (closing-alert.tsx decides whether it is due): fetched the first time it opens. */
export function ClosingAlertDialog({
  isOpen,
  onClose,
  restaurant,
  state,
  today,
}: {
  isOpen: boolean;
  onClose: () => void;
  restaurant: string;
  state: OpenState;
  today: string;
}) {
  const t = useTranslations('ClosingAlert');
  const tDays = useTranslations('Weekdays');
  const tOrdering = useTranslations('Ordering');
  const next = state.nextOpening;
  const isToday = next?.date === today;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={state.isOpen ? t('closingTitle') : t('closedTitle')}
      footer={
        <DialogActions>
          <Button onClick={onClose}>{t('ok')}</Button>
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
