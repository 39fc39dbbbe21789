'use client';

import { localTime, openState, type Shift } from '@/lib/restaurants/hours';
import { useMinute } from '@/lib/hooks/use-minute';
import { useClosingAlert, type ClosingAlertProps } from './closing-alert';
import { ClosingAlertDialog } from './closing-alert-dialog';

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
    <ClosingAlertAt
      seenKey={seenKey}
      restaurant={restaurant}
      state={openState(shifts, now, timeZone)}
      today={localTime(now, timeZone).date}
    />
  );
}

function ClosingAlertAt({ seenKey, restaurant, state, today }: ClosingAlertProps) {
  const alert = useClosingAlert(seenKey, state);
  if (!alert) return null;
  return (
    <ClosingAlertDialog
      isOpen={alert.isOpen}
      onClose={alert.close}
      restaurant={restaurant}
      state={state}
      today={today}
    />
  );
}
