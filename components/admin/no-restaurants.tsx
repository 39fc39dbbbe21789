import { getTranslations } from 'next-intl/server';

/** A back-office page for someone bound to no restaurant. */
export async function NoRestaurants() {
  const t = await getTranslations('Admin');
  return <p className="py-10 text-center text-muted">{t('noRestaurants')}</p>;
}
