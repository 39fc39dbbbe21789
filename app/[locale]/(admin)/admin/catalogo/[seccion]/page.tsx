import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { CATALOGUE_SECTIONS, isCatalogueSection, listUrlOf } from '@/lib/admin/catalogue/sections';
import { listParts } from '@/lib/admin/catalogue/parts';
import { listProducts } from '@/lib/admin/catalogue/products';
import { listTags, presentTagCodes } from '@/lib/admin/catalogue/tags';
import { PartsTable } from '@/components/admin/catalogue/parts-table';
import { ProductsTable } from '@/components/admin/catalogue/products-table';
import { TagsTable } from '@/components/admin/catalogue/tags-table';
import { AllergenSprite } from '@/components/ui/allergen-sprite';

type Props = {
  params: Promise<{ locale: string; seccion: string }>;
  searchParams: Promise<{ q?: string; orden?: string; pagina?: string; categoria?: string }>;
};

const PER_PAGE = 25;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('CatalogueAdmin');
  const { seccion } = await params;
  const section = isCatalogueSection(seccion) ? t(`sections.${seccion}`) : null;
  return { title: section ? `${section} · ${t('title')}` : t('title'), robots: { index: false } };
}

/** The catalogue admin (issue 14): products, ingredients, sauces, allergens and preferences, 25 a page. */
export default async function CatalogueAdminPage({ params, searchParams }: Props) {
  const { locale, seccion } = await params;
  setRequestLocale(asLocale(locale));
  if (!isCatalogueSection(seccion)) notFound();
  await requireStaff(`/admin/catalogo/${seccion}`, 'catalogue.manage');
  const t = await getTranslations('CatalogueAdmin');
  const url = listUrlOf(seccion, await searchParams, PER_PAGE);
  const query = {
    q: url.searchParams.get('q'),
    sort: url.searchParams.get('sort'),
    category: url.searchParams.get('category'),
  };
  const { kind } = CATALOGUE_SECTIONS[seccion];
  let table;
  if (kind === 'product') {
    const list = await listProducts(url);
    table = <ProductsTable query={query} rows={list.data} meta={list.meta} />;
  } else if (kind === 'ingredient' || kind === 'sauce') {
    const list = await listParts(kind, url);
    table = <PartsTable kind={kind} section={seccion} query={query} rows={list.data} meta={list.meta} />;
  } else {
    const [list, present] = await Promise.all([listTags(kind, url), presentTagCodes(kind)]);
    table = (
      <TagsTable kind={kind} section={seccion} query={query} rows={list.data} meta={list.meta} present={present} />
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      {table}
      <AllergenSprite />
    </div>
  );
}
