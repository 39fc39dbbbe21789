'use client';

import { useState, useSyncExternalStore } from 'react';
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

/** sessionStorage has no change event within a tab: read once per render. */
const subscribeToNothing = () => () => undefined;

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
 * browser tab, not on every visit to the catalogue. It opens after the page
 * has hydrated: the server cannot read sessionStorage, and a second visit
 * (already told) would otherwise render differently from the server's HTML.
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
  // The server (and hydration) counts it as seen; the browser then reads its tab's storage.
  const seen = useSyncExternalStore(
    subscribeToNothing,
    () => wasSeen(key),
    () => true,
  );
  const [isDismissed, setDismissed] = useState(false);
  if (!shouldAlert) return null;
  const isOpen = !seen && !isDismissed;
  const close = () => {
    markSeen(key);
    setDismissed(true);
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
