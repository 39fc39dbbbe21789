import { getTranslations } from 'next-intl/server';
import type { PersonSummary } from '@/lib/admin/people';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/** The state of an account at a glance: blocked or active, two-factor on, an address not yet verified, a phone caller. */
export async function PersonBadges({
  person,
}: {
  person: Pick<PersonSummary, 'blocked' | 'two_factor' | 'email_verified' | 'phone_caller'>;
}) {
  const t = await getTranslations('PeopleAdmin');
  return (
    <ul className="flex flex-wrap gap-1">
      <li className={`${BADGE} ${person.blocked ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}>
        {person.blocked ? t('blocked') : t('active')}
      </li>
      {person.two_factor ? (
        <li className={`${BADGE} bg-line text-ink`} title={t('twoFactorBadgeLong')}>
          <span aria-hidden="true">{t('twoFactorBadge')}</span>
          <span className="sr-only">{t('twoFactorBadgeLong')}</span>
        </li>
      ) : null}
      {person.phone_caller ? (
        <li className={`${BADGE} bg-sky-100 text-sky-900`}>{t('phoneCaller')}</li>
      ) : person.email_verified ? null : (
        <li className={`${BADGE} bg-amber-100 text-amber-950`}>{t('unverified')}</li>
      )}
    </ul>
  );
}
