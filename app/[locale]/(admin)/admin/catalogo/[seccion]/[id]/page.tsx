import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/auth/page-guards';
import { AppError } from '@/lib/errors';
import { getProduct } from '@/lib/admin/catalogue/products';
import { productEditorOptions } from '@/lib/admin/catalogue/product-editor-options';
import type { ProductResource } from '@/lib/admin/catalogue/product-resource';
import { ProductEditor } from '@/components/admin/catalogue/product-editor';
import { AllergenSprite } from '@/components/ui/allergen-sprite';

type Props = { params: Promise<{ locale: string; seccion: string; id: string }> };

/** The product being edited; null for /nuevo; notFound for anything else. */
async function productOf(seccion: string, id: string): Promise<ProductResource | null> {
  if (seccion !== 'productos') notFound();
  if (id === 'nuevo') return null;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  try {
    return await getProduct(Number(id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CatalogueAdmin');
  return { title: `${t('sections.productos')} · ${t('title')}`, robots: { index: false } };
}

/** A product's own page in the catalogue admin (issue 14): every field, and the allergens the customer will see. */
export default async function ProductEditorPage({ params }: Props) {
  const { locale, seccion, id } = await params;
  setRequestLocale(asLocale(locale));
  await requireStaff(`/admin/catalogo/${seccion}/${id}`, 'catalogue.manage');
  const product = await productOf(seccion, id);
  const t = await getTranslations('CatalogueAdmin');
  const options = await productEditorOptions();
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        href="/admin/catalogo/productos"
        className="text-sm font-semibold text-brand underline-offset-2 hover:underline"
      >
        ← {t('backToProducts')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold">
        {product ? t('product.editTitle', { name: product.name }) : t('product.newTitle')}
      </h1>
      <ProductEditor key={product?.id ?? 'new'} product={product} options={options} />
      <AllergenSprite />
    </div>
  );
}
