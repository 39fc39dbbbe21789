// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { LOCALES } from '@/lib/i18n/locales';

// The real navigation needs Next's router; the switcher only needs a link that
// knows its locale and the current path.
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/pedido-online',
  Link: ({ href, locale, children, ...rest }: { href: string; locale: string; children: ReactNode }) => (
    <a href={locale === 'es' ? href : `/${locale}${href}`} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

function renderSwitcher(locales: readonly { code: string; iso: string; name: string }[]) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <LanguageSwitcher locales={locales} />
    </NextIntlClientProvider>,
  );
}

describe('LanguageSwitcher', () => {
  it('renders nothing with the one configured locale', () => {
    const { container } = renderSwitcher(LOCALES);
    expect(LOCALES).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('links to the same page in each locale when two are configured', () => {
    renderSwitcher([...LOCALES, { code: 'en', iso: 'en', name: 'English' }]);
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/pedido-online');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/pedido-online');
  });
});
