import { getTranslations } from 'next-intl/server';
import type { TagKind, TagResource } from '@/lib/admin/catalogue/tags';
import { RESOURCE_PATHS, type CatalogueSection } from '@/lib/admin/catalogue/sections';
import type { ListMeta } from '@/lib/validations/list-query';
import { ALLERGENS, PREFERENCES, type AllergenCode } from '@/lib/vocabulary/catalogue';
import { AllergenIcon } from '@/components/ui/allergen-icon';
import { Cell } from '../table-cell';
import { CatalogueList, type CatalogueQuery } from './catalogue-list';
import { DeleteButton } from '../delete-button';
import { dependentsText } from './dependents-text';
import { RestoreTagForm } from './restore-tag-form';

type Props = {
  kind: TagKind;
  section: CatalogueSection;
  query: CatalogueQuery;
  rows: TagResource[];
  meta: ListMeta;
  /** Codes of the vocabulary in the catalogue now (all of them, not only this page's). */
  present: string[];
};

/** Allergens or preferences: fixed vocabularies, shown with where each is used; deleted and brought back. */
export async function TagsTable({ kind, section, query, rows, meta, present }: Props) {
  const t = await getTranslations('CatalogueAdmin');
  const tNames = await getTranslations(kind === 'allergen' ? 'Allergens' : 'Preferences');
  const vocabulary = kind === 'allergen' ? ALLERGENS : PREFERENCES;
  const nameOf = (code: string) => (tNames.has(code as 'gluten') ? tNames(code as 'gluten') : code);
  const missing = vocabulary
    .filter(({ code }) => !present.includes(code))
    .map(({ code }) => ({ code, name: nameOf(code) }));
  const columns = [
    { key: 'name', label: t('columns.name'), sortable: true },
    { key: 'code', label: t('columns.code') },
    { key: 'usedIn', label: t('columns.usedIn') },
    { key: 'actions', label: t('columns.actions'), className: 'text-right' },
  ];
  return (
    <>
      <p className="mt-4 max-w-3xl text-sm text-muted">{t('tagsNote')}</p>
      <CatalogueList
        section={section}
        query={query}
        defaultSort="sort_order"
        meta={meta}
        columns={columns}
        action={missing.length > 0 ? <RestoreTagForm path={RESOURCE_PATHS[kind]} missing={missing} /> : null}
      >
        {rows.map((tag) => (
          <tr key={tag.id} className="max-sm:block max-sm:py-2">
            <Cell label={t('columns.name')}>
              <span className="inline-flex items-center gap-2 font-semibold">
                {kind === 'allergen' ? (
                  <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-950">
                    <AllergenIcon code={tag.code as AllergenCode} />
                  </span>
                ) : null}
                {nameOf(tag.code)}
              </span>
            </Cell>
            <Cell label={t('columns.code')}>
              <code className="text-xs">{tag.code}</code>
            </Cell>
            <Cell label={t('columns.usedIn')}>
              {Object.keys(tag.used_in).length === 0 ? (
                <span className="text-muted">{t('notUsed')}</span>
              ) : (
                dependentsText(t, tag.used_in)
              )}
            </Cell>
            <Cell label={t('columns.actions')} className="sm:text-right">
              <DeleteButton
                path={`${RESOURCE_PATHS[kind]}/${tag.id}`}
                name={nameOf(tag.code)}
                forceAllowed={kind === 'preference'}
              />
            </Cell>
          </tr>
        ))}
      </CatalogueList>
    </>
  );
}
