import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ProductSummary } from '@/lib/admin/catalogue/product-resource';
import { RESOURCE_PATHS } from '@/lib/admin/catalogue/sections';
import type { ListMeta } from '@/lib/validations/list-query';
import { PRODUCT_CATEGORIES } from '@/lib/vocabulary/catalogue';
import { formatEuros } from '@/lib/pricing/money';
import { buttonClass } from '@/components/ui/button';
import { Cell } from '../table-cell';
import { CatalogueList, type CatalogueQuery } from './catalogue-list';
import { DeleteButton } from '../delete-button';

/** The products of every category: name, category, price, restaurants, state; edited on their own page. */
export async function ProductsTable({
  query,
  rows,
  meta,
}: {
  query: CatalogueQuery;
  rows: ProductSummary[];
  meta: ListMeta;
}) {
  const t = await getTranslations('CatalogueAdmin');
  const columns = [
    { key: 'name', label: t('columns.name'), sortable: true },
    { key: 'category', label: t('columns.category'), sortable: true },
    { key: 'base_price_cents', label: t('columns.base_price_cents'), sortable: true },
    { key: 'restaurants', label: t('columns.restaurants') },
    { key: 'active', label: t('columns.active') },
    { key: 'actions', label: t('columns.actions'), className: 'text-right' },
  ];
  const filters = (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {t('categoryFilter')}
      <select
        name="categoria"
        defaultValue={query.category ?? ''}
        className="min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal"
      >
        <option value="">{t('allCategories')}</option>
        {PRODUCT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`categories.${category}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <CatalogueList
      section="productos"
      query={query}
      defaultSort="name"
      meta={meta}
      columns={columns}
      filters={filters}
      action={
        <Link href="/admin/catalogo/productos/nuevo" className={buttonClass('primary')}>
          {t('newProduct')}
        </Link>
      }
    >
      {rows.map((product) => (
        <tr key={product.id} className="max-sm:block max-sm:py-2">
          <Cell label={t('columns.name')}>
            <Link
              href={`/admin/catalogo/productos/${product.id}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {product.name}
            </Link>
            <span className="block text-xs text-muted">{product.slug}</span>
          </Cell>
          <Cell label={t('columns.category')}>{t(`categories.${product.category}`)}</Cell>
          <Cell label={t('columns.base_price_cents')} className="whitespace-nowrap">
            {formatEuros(product.base_price_cents)}
          </Cell>
          <Cell label={t('columns.restaurants')}>
            {product.restaurants_count === 0 ? (
              <span className="text-muted">{t('notUsed')}</span>
            ) : (
              product.restaurants_count
            )}
          </Cell>
          <Cell label={t('columns.active')}>
            {product.active ? (
              t('active')
            ) : (
              <span className="rounded-full bg-line px-2 py-0.5 text-xs font-semibold">{t('inactive')}</span>
            )}
          </Cell>
          <Cell label={t('columns.actions')} className="sm:text-right">
            <div className="flex flex-wrap gap-1 sm:justify-end">
              <Link
                href={`/admin/catalogo/productos/${product.id}`}
                className={buttonClass('ghost')}
                aria-label={t('editNamed', { name: product.name })}
              >
                {t('edit')}
              </Link>
              <DeleteButton path={`${RESOURCE_PATHS.product}/${product.id}`} name={product.name} forceAllowed />
            </div>
          </Cell>
        </tr>
      ))}
    </CatalogueList>
  );
}
