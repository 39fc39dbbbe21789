import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { currentCompanyData } from '@/lib/settings/company';
import { cookieDuration, SITE_BROWSER_STORAGE, SITE_COOKIES } from '@/lib/site/cookies';

function Entry({ name, rows }: { name: string; rows: [string, ReactNode][] }) {
  return (
    <li className="rounded-xl p-4 ring-1 ring-line">
      <h3 className="font-mono font-semibold break-all">{name}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Every cookie the site sets (lib/site/cookies.ts): name, purpose, duration, who sets it and its kind. */
export async function CookieList() {
  const [t, company] = await Promise.all([getTranslations('Cookies'), currentCompanyData()]);
  return (
    <ul className="mt-4 space-y-4">
      {SITE_COOKIES.map((cookie) => {
        const { unit, count } = cookieDuration(cookie.maxAgeSeconds);
        const rows: [string, ReactNode][] = [
          [t('list.purpose'), t(`list.items.${cookie.key}.purpose`)],
          [t('list.duration'), t(`list.items.${cookie.key}.duration`, { duration: t(`list.${unit}`, { count }) })],
          [t('list.setBy'), t('list.firstParty', { companyName: company.companyName })],
          [t('list.kind'), t(`list.items.${cookie.key}.kind`)],
        ];
        return <Entry key={cookie.name} name={cookie.name} rows={rows} />;
      })}
    </ul>
  );
}

/** What the site keeps in the browser's local and session storage, which the AEPD's guide treats like cookies. */
export async function BrowserStorageList() {
  const t = await getTranslations('Cookies');
  return (
    <ul className="mt-4 space-y-4">
      {SITE_BROWSER_STORAGE.map((entry) => (
        <Entry
          key={entry.name}
          name={entry.name}
          rows={[
            [t('list.purpose'), t(`storage.items.${entry.key}`)],
            [t('list.duration'), t(`storage.${entry.area}`)],
          ]}
        />
      ))}
    </ul>
  );
}
