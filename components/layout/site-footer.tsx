import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { currentCompanyData, currentSocialLinks } from '@/lib/settings/company';
import { FOOTER_LINKS } from '@/lib/site/footer-links';
import { AppLink } from '@/components/ui/app-link';
import { SocialLinks } from './social-links';
import { Logo } from './logo';
import { HIDDEN_BEHIND_KIOSK } from './wide-screen';

export async function SiteFooter() {
  const [t, tSocial] = await Promise.all([getTranslations('Footer'), getTranslations('Social')]);
  const tradeName = env.COMPANY_TRADE_NAME;
  const groups = [
    { id: 'legal', heading: t('legalHeading') },
    { id: 'company', heading: t('companyHeading') },
  ] as const;
  const socialLinks = (await currentSocialLinks()).map((link) => ({ ...link, label: tSocial(link.id, { tradeName }) }));

  return (
    // Staff at work need none of it: hidden in the back office (admin/layout.tsx).
    <footer
      aria-label={t('label')}
      className={`mt-16 border-t border-line bg-white [body:has([data-back-office])_&]:hidden ${HIDDEN_BEHIND_KIOSK}`}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tradeName={tradeName} />
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="text-sm font-semibold uppercase tracking-wide text-muted">
              {group.heading}
            </h2>
            <ul className="mt-3 space-y-2">
              {FOOTER_LINKS.filter((link) => link.group === group.id).map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} className="hover:text-brand hover:underline">
                    {t(link.key)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('socialHeading')}</h2>
          <div className="mt-3">
            <SocialLinks links={socialLinks} />
          </div>
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">
        {t('copyright', { year: new Date().getFullYear(), companyName: (await currentCompanyData()).companyName })}
      </p>
    </footer>
  );
}
