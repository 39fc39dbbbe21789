import { asLocale } from '@/lib/i18n/locales';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { AppLink } from '@/components/ui/app-link';
import { OrderWays } from '@/components/order/order-ways';
import { ProductImage } from '@/components/ui/product-image';
import { heroPhoto } from '@/lib/catalogue/images';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('Home');
  const tradeName = env.COMPANY_TRADE_NAME;
  const hero = heroPhoto();
  const highlights = [
    { title: t('highlightAllergensTitle'), text: t('highlightAllergensText') },
    { title: t('highlightLoyaltyTitle'), text: t('highlightLoyaltyText') },
    { title: t('highlightFreshTitle'), text: t('highlightFreshText') },
  ];

  return (
    <>
      <section className="bg-brand-soft">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-[minmax(0,1fr)_auto] md:py-16">
          <div>
            <h1 className="font-display text-4xl font-bold leading-tight md:text-5xl">{t('title', { tradeName })}</h1>
            <p className="mt-4 max-w-xl text-lg text-muted">{t('lead')}</p>
            <AppLink
              href="/pedido-online"
              className="mt-8 inline-block rounded-full bg-brand px-8 py-3 text-lg font-semibold text-white shadow hover:bg-brand-dark"
            >
              {t('cta')}
            </AppLink>
          </div>
          {hero ? (
            <ProductImage
              photo={hero}
              kind="hero"
              alt={t('heroAlt')}
              sizes="(min-width: 1024px) 448px, (min-width: 768px) 352px, 100vw"
              priority="high"
              className="aspect-[4/3] rounded-3xl shadow-lg md:w-[22rem] lg:w-[28rem]"
            />
          ) : null}
        </div>
      </section>
      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="how" className="mb-6 font-display text-3xl font-bold">
          {t('howHeading')}
        </h2>
        <OrderWays headingLevel={3} />
      </section>
      <section aria-labelledby="highlights" className="mx-auto max-w-6xl px-4 pb-4">
        <h2 id="highlights" className="mb-6 font-display text-3xl font-bold">
          {t('highlightsHeading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {highlights.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
