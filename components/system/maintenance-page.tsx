'use client';

import { useTranslations } from 'next-intl';
import { ElephantMark } from '@/components/layout/logo';

export function MaintenancePage() {
  const t = useTranslations('Maintenance');
  return (
    <main className="grid min-h-screen place-items-center px-6 py-16" role="main">
      <div className="max-w-lg text-center">
        <ElephantMark className="mx-auto h-24 w-24 text-brand" />
        <h1 className="mt-6 font-display text-3xl font-bold">{t('title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted" data-testid="maintenance-text">
          {t('text')}
        </p>
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
