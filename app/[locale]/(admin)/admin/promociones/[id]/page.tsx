import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/auth/page-guards';
import { AppError } from '@/lib/errors';
import { getPromotion, type PromotionResource } from '@/lib/admin/promotions/promotions';
import { formatEuros } from '@/lib/pricing/money';
import { PromotionForm } from '@/components/admin/promotions/promotion-form';
import { CodeBatch } from '@/components/admin/promotions/code-batch';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The promotion being edited; null for /nueva; notFound for anything else. */
async function promotionOf(id: string): Promise<PromotionResource | null> {
  if (id === 'nueva') return null;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  try {
    return await getPromotion(Number(id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PromotionsAdmin');
  return { title: t('title'), robots: { index: false } };
}

/** A promotion's own page: its rules, its usage and, for single-use codes, the batch. */
export default async function PromotionPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  await requireStaff(`/admin/promociones/${id}`, 'promotions.manage');
  const promotion = await promotionOf(id);
  const t = await getTranslations('PromotionsAdmin');
  return (
    <div className="mx-auto max-w-4xl">
      <Link href="/admin/promociones" className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
        ← {t('back')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold">{promotion ? promotion.name : t('new')}</h1>
      {promotion ? (
        <p className="mt-1 text-muted" data-testid="promotion-usage">
          {t('usage', { orders: promotion.usage.orders, amount: formatEuros(promotion.usage.discount_cents) })}
        </p>
      ) : null}
      <PromotionForm promotion={promotion} />
      {promotion?.codes ? (
        <div className="mt-6">
          <CodeBatch promotionId={promotion.id} total={promotion.codes.total} used={promotion.codes.used} />
        </div>
      ) : null}
    </div>
  );
}
