import { getTranslations } from 'next-intl/server';
import { complaintSheetNoticesByCommunity } from '@/lib/site/complaint-sheet-notices';

/** The complaint-sheet notice of each community where the chain has restaurants, with those restaurants. */
export async function ComplaintSheetNotices() {
  const [t, groups] = await Promise.all([getTranslations('Complaints'), complaintSheetNoticesByCommunity()]);
  return (
    <ul className="mt-4 space-y-4">
      {groups.map((group) => (
        <li key={group.community ?? 'other'} className="rounded-xl p-4 ring-1 ring-line">
          <h3 className="font-semibold">{group.name ?? t('otherCommunities')}</h3>
          <p className="mt-1 text-sm text-muted">{t('restaurantsIn', { restaurants: group.restaurants.join(', ') })}</p>
          <p className="mt-2 leading-relaxed break-words">{group.notice}</p>
        </li>
      ))}
    </ul>
  );
}
