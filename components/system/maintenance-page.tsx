'use client';

import { useTranslations } from 'next-intl';
import { ElephantMark } from '@/components/layout/logo';
import { telHref } from '@/lib/vocabulary/restaurant-phones';
import { useMaintenance } from './maintenance-context';

/** What a customer sees when a call answers 503: the same page as the server's (lib/site/maintenance-html.ts). */
export function MaintenancePage() {
  const t = useTranslations('Maintenance');
  const { cities } = useMaintenance();
  return (
    <main className="grid min-h-screen place-items-center px-6 py-16" role="main">
      <div className="max-w-lg text-center">
        <ElephantMark className="mx-auto h-24 w-24 text-brand" />
        <h1 className="mt-6 font-display text-3xl font-bold">{t('title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted" data-testid="maintenance-text">
          {t('text')}
        </p>
        {cities.length > 0 ? (
          <section aria-labelledby="telefonos" className="mt-8 text-left">
            <h2 id="telefonos" className="text-xl font-semibold">
              {t('phones')}
            </h2>
            {cities.map(({ city, restaurants }) => (
              <div key={city}>
                <h3 className="mt-4 font-semibold">{city}</h3>
                <ul>
                  {restaurants.map(({ name, phone }) => (
                    <li key={name} className="text-lg">
                      {name}:{' '}
                      <a
                        href={telHref(phone)}
                        className="inline-block min-h-11 py-2 font-semibold text-brand underline"
                      >
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 rounded-full bg-brand px-8 py-3 font-semibold text-white shadow hover:bg-brand-dark"
        >
          {t('refresh')}
        </button>
      </div>
    </main>
  );
}
