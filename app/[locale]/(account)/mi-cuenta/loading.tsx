import { getTranslations } from 'next-intl/server';

/** The account page's geometry while its data loads: title, section strip, cards. */
export default async function AccountLoading() {
  const t = await getTranslations('Common');
  return (
    <div className="mx-auto max-w-6xl animate-pulse px-4 py-8 sm:py-12" aria-busy="true">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div className="h-10 w-48 rounded-lg bg-line" />
      <div className="mt-3 h-5 w-full max-w-xl rounded bg-line" />
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <div className="flex gap-2 overflow-hidden lg:flex-col">
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className="h-9 w-28 shrink-0 rounded-full bg-line lg:w-full" />
          ))}
        </div>
        <div className="mt-6 space-y-6 lg:mt-0">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-64 rounded-2xl bg-white ring-1 ring-line" />
          ))}
        </div>
      </div>
    </div>
  );
}
