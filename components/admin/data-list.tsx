import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ListMeta } from '@/lib/validations/list-query';
import { buttonClass } from '@/components/ui/button';
import { ListPager } from './list-pager';

export type Column = { key: string; label: string; sortable?: boolean; className?: string };

type Props = {
  /** The page the list lives on: its search, sort and page links point here. */
  pathname: string;
  /** What the table lists, for its caption ("Ingredientes: ordenado por Nombre"). */
  title: string;
  /** Tabs of the area above the search (the catalogue's sections). */
  tabs?: ReactNode;
  /** The page's query as the list read it: q, sort ("-name"); kept by every link. */
  query: { q: string | null; sort: string | null };
  /** More parameters of the page that its links keep (a category, a role). */
  keep?: Record<string, string | null | undefined>;
  /** The field the list is sorted by when no `orden` is given. */
  defaultSort: string;
  meta: ListMeta;
  columns: Column[];
  /** "Nuevo ingrediente", or the restore form of the fixed vocabularies. */
  action?: ReactNode;
  /** More fields of the search form (the products' category). */
  filters?: ReactNode;
  searchPlaceholder?: string;
  children: ReactNode;
};

/**
 * A back-office list: a search form and a table whose headers sort on the
 * server and whose pages are links; readable and usable with the keyboard and
 * without JavaScript (only the dialogs need it).
 */
export async function DataList({
  pathname,
  title,
  tabs,
  query,
  keep = {},
  defaultSort,
  meta,
  columns,
  action,
  filters,
  searchPlaceholder,
  children,
}: Props) {
  const t = await getTranslations('DataList');
  const kept = Object.fromEntries(Object.entries(keep).filter((entry): entry is [string, string] => !!entry[1]));
  const base = { ...(query.q ? { q: query.q } : {}), ...(query.sort ? { orden: query.sort } : {}), ...kept };
  const sortField = (query.sort ?? defaultSort).replace(/^-/, '');
  const descending = query.sort?.startsWith('-') ?? false;
  const sortedBy = columns.find((column) => column.key === sortField)?.label ?? sortField;

  return (
    <>
      {tabs}

      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('search')}
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              maxLength={100}
              placeholder={searchPlaceholder ?? t('searchPlaceholder')}
              className="min-h-11 w-80 max-w-full rounded-lg border border-line bg-white px-3 text-base font-normal"
            />
          </label>
          {filters}
          {query.sort ? <input type="hidden" name="orden" value={query.sort} /> : null}
          <button type="submit" className={buttonClass('secondary')}>
            {t('apply')}
          </button>
          {query.q || Object.keys(kept).length ? (
            <Link href={pathname} className={buttonClass('quiet')}>
              {t('clear')}
            </Link>
          ) : null}
        </form>
        {action}
      </div>
      <p className="mt-3 text-sm text-muted" role="status">
        {t('resultCount', { total: meta.total })}
      </p>

      {meta.total === 0 ? (
        <p className="mt-6 text-muted">{t('empty')}</p>
      ) : (
        <div
          className="mt-2 overflow-x-auto rounded-xl border border-line bg-white"
          tabIndex={0}
          role="region"
          aria-label={t('scrollHint')}
        >
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
            <caption className="sr-only">{t('caption', { section: title, column: sortedBy })}</caption>
            <thead className="bg-cream text-xs uppercase tracking-wide text-muted max-sm:sr-only">
              <tr>
                {columns.map((column) => {
                  const isSorted = column.key === sortField;
                  const next = isSorted && !descending ? `-${column.key}` : column.key;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={`px-3 py-2 ${column.className ?? ''}`}
                      aria-sort={isSorted ? (descending ? 'descending' : 'ascending') : undefined}
                    >
                      {column.sortable ? (
                        <Link
                          href={{ pathname, query: { ...base, orden: next } }}
                          className="inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline"
                          aria-label={t('sortBy', { column: column.label })}
                        >
                          {column.label}
                          {isSorted ? <span aria-hidden="true">{descending ? '↓' : '↑'}</span> : null}
                        </Link>
                      ) : (
                        column.label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-line align-middle max-sm:block">{children}</tbody>
          </table>
        </div>
      )}

      <ListPager
        meta={meta}
        hrefOf={(page) => ({ pathname, query: { ...base, ...(page > 1 ? { pagina: String(page) } : {}) } })}
      />
    </>
  );
}
