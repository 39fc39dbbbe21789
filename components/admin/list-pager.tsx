import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ListMeta } from '@/lib/validations/list-query';
import { buttonClass } from '@/components/ui/button';

type Href = { pathname: string; query: Record<string, string> };

/** "Anterior · Página 2 de 5 · Siguiente" under a back-office list, as links (works without JavaScript). */
export async function ListPager({ meta, hrefOf }: { meta: ListMeta; hrefOf: (page: number) => Href }) {
  const t = await getTranslations('ListPager');
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {meta.page > 1 ? (
        <Link href={hrefOf(meta.page - 1)} className={buttonClass('secondary')}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{t('pageOf', { page: meta.page, pages })}</p>
      {meta.page < pages ? (
        <Link href={hrefOf(meta.page + 1)} className={buttonClass('secondary')}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
