import { getTranslations } from 'next-intl/server';
import { formatShifts, localTime, openState, todaysShifts, type Shift } from '@/lib/restaurants/hours';

/** Today's hours and whether the restaurant is open, in its own time zone. */
export async function RestaurantStatus({
  shifts,
  timeZone,
  isKitchenClosed,
  now = new Date(),
}: {
  shifts: Shift[];
  timeZone: string;
  isKitchenClosed: boolean;
  now?: Date;
}) {
  const [t, tDays] = await Promise.all([getTranslations('Ordering'), getTranslations('Weekdays')]);
  const state = openState(shifts, now, timeZone);
  const today = formatShifts(todaysShifts(shifts, now, timeZone));
  let label: string;
  let tone: 'open' | 'soon' | 'closed';
  if (isKitchenClosed) {
    label = t('kitchenClosed');
    tone = 'closed';
  } else if (state.isOpen) {
    label = state.closesSoon
      ? t('closesSoon', { time: state.closesAt ?? '' })
      : t('closesAt', { time: state.closesAt ?? '' });
    tone = state.closesSoon ? 'soon' : 'open';
  } else if (state.nextOpening) {
    const isToday = state.nextOpening.date === localTime(now, timeZone).date;
    const day = isToday ? t('today') : tDays(String(state.nextOpening.weekday) as '1');
    label = `${t('closed')} · ${t('opensAt', { day, time: state.nextOpening.opensAt })}`;
    tone = 'closed';
  } else {
    label = t('closed');
    tone = 'closed';
  }
  const toneClass = {
    open: 'bg-green-100 text-green-900',
    soon: 'bg-amber-100 text-amber-900',
    closed: 'bg-stone-200 text-stone-800',
  }[tone];

  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className={`inline-block rounded-full px-2.5 py-0.5 font-semibold ${toneClass}`}>{label}</span>
      </p>
      <p className="text-muted">{today ? t('todayHours', { hours: today }) : t('closedToday')}</p>
    </div>
  );
}
