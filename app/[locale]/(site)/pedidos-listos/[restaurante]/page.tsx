import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { getReadyBoard } from '@/lib/orders/ready-board';
import { ReadyBoardScreen } from '@/components/admin/ready-board-screen';

type Props = { params: Promise<{ locale: string; restaurante: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ReadyBoard');
  return { title: t('title'), robots: { index: false } };
}

/** The counter's TV: order numbers in preparation and ready, live, no personal data (issue 10). */
export default async function ReadyBoardPage({ params }: Props) {
  const { locale, restaurante } = await params;
  setRequestLocale(asLocale(locale));
  const board = await getReadyBoard(restaurante);
  if (!board) notFound();
  return <ReadyBoardScreen initial={board} />;
}
