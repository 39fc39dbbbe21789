'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { localTime, openState, type OpenState, type Shift } from '@/lib/restaurants/hours';
import { useMinute } from '@/lib/hooks/use-minute';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

const SEEN_PREFIX = 'aviso-cierre:';

/** Whether this browser tab was already told (sessionStorage may be unavailable: then it tells again). */
function wasSeen(key: string): boolean {
  try {
    return sessionStorage.getItem(SEEN_PREFIX + key) !== null;
  } catch {
    return false;
  }
}

function markSeen(key: string): void {
  try {
    sessionStorage.setItem(SEEN_PREFIX + key, '1');
  } catch {
    // Private mode or storage full: the alert shows again next time, nothing worse.
  }
}

/**
 * Spec: restaurant closing alert, shown on arrival when the restaurant closes
 * soon or is closed; once per restaurant, delivery type and situation in a
 * browser tab, not on every visit to the catalogue. Rendered in the browser
 * only (it reads the clock and sessionStorage).
 */
export function ClosingAlert({
  seenKey,
  restaurant,
  state,
  today,
}: {
  seenKey: string;
  restaurant: string;
  state: OpenState;
  today: string;
}) {
  const t = useTranslations('ClosingAlert');
  const tDays = useTranslations('Weekdays');
  const tOrdering = useTranslations('Ordering');
  const shouldAlert = !state.isOpen || state.closesSoon;
  const key = `${seenKey}:${state.isOpen ? 'closing' : 'closed'}`;
  const [isOpen, setOpen] = useState(() => shouldAlert && !wasSeen(key));
  if (!shouldAlert) return null;
  const close = () => {
    markSeen(key);
    setOpen(false);
  };
  const next = state.nextOpening;
  const isToday = next?.date === today;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={state.isOpen ? t('closingTitle') : t('closedTitle')}
      footer={
        <DialogActions>
          <Button onClick={close}>{t('ok')}</Button>
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

/**
 * The alert for a restaurant's shifts at the browser's current minute: the
 * clock is read here, in the browser, so that reading it re-renders only this
 * and not the catalogue around it.
 */
export function ClosingAlertNow({
  seenKey,
  restaurant,
  shifts,
  timeZone,
}: {
  seenKey: string;
  restaurant: string;
  shifts: Shift[];
  timeZone: string;
}) {
  const now = useMinute();
  if (!now) return null;
  return (
    <ClosingAlert
      seenKey={seenKey}
      restaurant={restaurant}
      state={openState(shifts, now, timeZone)}
      today={localTime(now, timeZone).date}
    />
  );
}
