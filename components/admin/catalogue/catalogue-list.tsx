import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { CATALOGUE_SECTIONS, type CatalogueSection } from '@/lib/admin/catalogue/sections';
import { AreaTabs } from '../area-tabs';
import { DataList } from '../data-list';

export type { Column } from '../data-list';
export type CatalogueQuery = { q: string | null; sort: string | null; category?: string | null };

type Props = Omit<ComponentProps<typeof DataList>, 'pathname' | 'title' | 'tabs' | 'query' | 'keep'> & {
  section: CatalogueSection;
  query: CatalogueQuery;
};

/** A section of /admin/catalogo: the sections' tabs over the section's list. */
export async function CatalogueList({ section, query, ...list }: Props) {
  const t = await getTranslations('CatalogueAdmin');
  const tabs = Object.keys(CATALOGUE_SECTIONS).map((key) => ({
    href: `/admin/catalogo/${key}`,
    label: t(`sections.${key as CatalogueSection}`),
  }));
  return (
    <DataList
      {...list}
      pathname={`/admin/catalogo/${section}`}
      title={t(`sections.${section}`)}
      tabs={<AreaTabs label={t('sectionsLabel')} tabs={tabs} current={`/admin/catalogo/${section}`} />}
      query={query}
      keep={{ categoria: query.category }}
      searchPlaceholder={t('searchPlaceholder')}
    />
  );
}
