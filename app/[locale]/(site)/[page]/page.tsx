import { asLocale } from '@/lib/i18n/locales';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPage, contentMetadata } from '@/components/content/content-page';
import { ContactForm } from '@/components/forms/contact-form';
import { contentPage, formlessContentSegments } from '@/lib/site/legal';
import { listRestaurantOptions } from '@/lib/restaurants/queries';

type Props = { params: Promise<{ locale: string; page: string }> };

// The eight footer pages (aviso-legal, privacidad, ..., reclamaciones); any
// other single segment is a 404. The same for everyone (issue 11): the build
// renders the five without a form; the three with one list the restaurants,
// so each is rendered on its first request and kept until the catalogue
// changes (revalidateCatalogue).
export function generateStaticParams() {
  return formlessContentSegments().map((page) => ({ page }));
}

export async function generateMetadata({ params }: Props) {
  const page = contentPage((await params).page);
  return page ? contentMetadata(page.namespace) : {};
}

export default async function FooterPage({ params }: Props) {
  const { locale, page: segment } = await params;
  const page = contentPage(segment);
  if (!page) notFound();
  setRequestLocale(asLocale(locale));
  const restaurants = page.form ? await listRestaurantOptions() : [];
  return (
    <ContentPage namespace={page.namespace}>
      {page.form ? <ContactForm kind={page.form} restaurants={restaurants} /> : null}
    </ContentPage>
  );
}
