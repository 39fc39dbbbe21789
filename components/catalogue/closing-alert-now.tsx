'use client';

import { localTime, openState, type Shift } from '@/lib/restaurants/hours';
import { useMinute } from '@/lib/hooks/use-minute';
import { ClosingAlert } from './closing-alert';

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
