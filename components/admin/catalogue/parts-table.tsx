import { getTranslations } from 'next-intl/server';
import type { PartKind, PartResource } from '@/lib/admin/catalogue/parts';
import { RESOURCE_PATHS, type CatalogueSection } from '@/lib/admin/catalogue/sections';
import type { ListMeta } from '@/lib/validations/list-query';
import type { AllergenCode } from '@/lib/vocabulary/catalogue';
import { formatEuros } from '@/lib/pricing/money';
import { AllergenIcon } from '@/components/ui/allergen-icon';
import { Cell } from '../table-cell';
import { CatalogueList, type CatalogueQuery } from './catalogue-list';
import { DeleteButton } from '../delete-button';
import { PartFormButton } from './part-form-button';

type Props = {
  kind: PartKind;
  section: CatalogueSection;
  query: CatalogueQuery;
  rows: PartResource[];
  meta: ListMeta;
};

/** Ingredients or sauces: name, price of an extra unit, allergens, how many products use it, state, actions. */
export async function PartsTable({ kind, section, query, rows, meta }: Props) {
  const t = await getTranslations('CatalogueAdmin');
  const tAllergens = await getTranslations('Allergens');
  const columns = [
    { key: 'name', label: t('columns.name'), sortable: true },
    { key: 'extra_price_cents', label: t('columns.extra_price_cents'), sortable: true },
    { key: 'allergens', label: t('columns.allergens') },
    { key: 'products', label: t('columns.products') },
    { key: 'active', label: t('columns.active') },
    { key: 'actions', label: t('columns.actions'), className: 'text-right' },
  ];
  return (
    <CatalogueList
      section={section}
      query={query}
      defaultSort="name"
      meta={meta}
      columns={columns}
      action={<PartFormButton kind={kind} />}
    >
      {rows.map((part) => (
        <tr key={part.id} className="max-sm:block max-sm:py-2">
          <Cell label={t('columns.name')}>
            <span className="font-semibold">{part.name}</span>
            <span className="block text-xs text-muted">{part.slug}</span>
          </Cell>
          <Cell label={t('columns.extra_price_cents')} className="whitespace-nowrap">
            {formatEuros(part.extra_price_cents)}
          </Cell>
          <Cell label={t('columns.allergens')}>
            {part.allergens.length === 0 ? (
              <span className="text-muted">{t('none')}</span>
            ) : (
              <ul className="flex flex-wrap gap-1">
                {part.allergens.map((code) => (
                  <li
                    key={code}
                    title={tAllergens(code as AllergenCode)}
                    className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-950"
                  >
                    <AllergenIcon code={code as AllergenCode} className="h-4 w-4" />
                    {tAllergens(code as AllergenCode)}
                  </li>
                ))}
              </ul>
            )}
          </Cell>
          <Cell label={t('columns.products')}>
            {part.products_count === 0 ? <span className="text-muted">{t('notUsed')}</span> : part.products_count}
          </Cell>
          <Cell label={t('columns.active')}>
            {part.active ? (
              t('active')
            ) : (
              <span className="rounded-full bg-line px-2 py-0.5 text-xs font-semibold">{t('inactive')}</span>
            )}
          </Cell>
          <Cell label={t('columns.actions')} className="sm:text-right">
            <div className="flex flex-wrap gap-1 sm:justify-end">
              <PartFormButton kind={kind} part={part} />
              <DeleteButton path={`${RESOURCE_PATHS[kind]}/${part.id}`} name={part.name} forceAllowed />
            </div>
          </Cell>
        </tr>
      ))}
    </CatalogueList>
  );
}
