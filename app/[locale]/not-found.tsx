import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/system/error-view';

export default async function NotFoundPage() {
  const t = await getTranslations('Errors');
  return <ErrorView status={404} message={t('notFound')} detail={t('notFoundText')} />;
}
