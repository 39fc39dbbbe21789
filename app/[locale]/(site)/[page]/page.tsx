import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';
import { asLocale } from '@/lib/i18n/locales';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPage, contentMetadata } from '@/components/content/content-page';
import { ComplaintSheetNotices } from '@/components/content/complaint-sheet-notices';
import { BrowserStorageList, CookieList } from '@/components/content/cookie-list';
import { ContactForm } from '@/components/forms/contact-form';
import { contentPage, formlessContentSegments } from '@/lib/site/legal';
import { listRestaurantOptions } from '@/lib/restaurants/queries';

type Props = { params: Promise<{ locale: string; page: string }> };

// The footer pages (aviso-legal, privacidad, ..., reclamaciones,
// accesibilidad); any other single segment is a 404. The same for everyone
// (issue 11): the build renders those without a form; the three with one list
// the restaurants, so each is rendered on its first request and kept until
// the catalogue or the settings change (revalidateCatalogue).
export function generateStaticParams() {
  return formlessContentSegments().map((page) => ({ page }));
}

export async function generateMetadata({ params }: Props) {
  const page = contentPage((await params).page);
  return page ? contentMetadata(page.namespace) : notFoundMetadata;
}

// Drawn only where a section of the page's messages names the slot.
const SLOTS = {
  cookies: <CookieList />,
  browserStorage: <BrowserStorageList />,
  complaintSheets: <ComplaintSheetNotices />,
};

export default async function FooterPage({ params }: Props) {
  const { locale, page: segment } = await params;
  const page = contentPage(segment);
  if (!page) notFound();
  setRequestLocale(asLocale(locale));
  const restaurants = page.form ? await listRestaurantOptions() : [];
  return (
    <ContentPage namespace={page.namespace} slots={SLOTS}>
      {page.form ? <ContactForm kind={page.form} restaurants={restaurants} /> : null}
    </ContentPage>
  );
}
