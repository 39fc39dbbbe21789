import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import messages from '@/messages/es.json';
import { companyData } from '@/lib/env';
import {
  CONTENT_NAMESPACES,
  CONTENT_SLOTS,
  contentPage,
  contentSections,
  formlessContentSegments,
  type ContentSection,
} from '@/lib/site/legal';
import { FOOTER_LINKS } from '@/lib/site/footer-links';
import { cookieDuration, SITE_BROWSER_STORAGE, SITE_COOKIES } from '@/lib/site/cookies';
import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/http/chunk-reload';

const sectionsOf = (namespace: (typeof CONTENT_NAMESPACES)[number]) =>
  (messages[namespace] as { sections: ContentSection[] }).sections;

describe('the footer pages', () => {
  it('has a page for each of the nine footer links, three of them with a form', () => {
    expect(FOOTER_LINKS).toHaveLength(9);
    const pages = FOOTER_LINKS.map((link) => contentPage(link.href.slice(1)));
    expect(pages.every(Boolean)).toBe(true);
    expect(pages.filter((page) => page?.form).map((page) => page?.form)).toEqual([
      'work_with_us',
      'suggestion',
      'complaint',
    ]);
    expect(new Set(pages.map((page) => page?.namespace))).toEqual(new Set(CONTENT_NAMESPACES));
  });

  it('links the accessibility statement among the legal pages, rendered by the build', () => {
    expect(FOOTER_LINKS.find((link) => link.key === 'accessibility')).toEqual({
      href: '/accesibilidad',
      key: 'accessibility',
      group: 'legal',
    });
    expect(messages.Footer.accessibility).toBe('Declaración de accesibilidad');
    expect(formlessContentSegments()).toContain('accesibilidad');
  });

  it('answers nothing for other segments, inherited object keys included', () => {
    expect(contentPage('no-existe')).toBeUndefined();
    expect(contentPage('constructor')).toBeUndefined();
    expect(contentPage('__proto__')).toBeUndefined();
  });

  it('fills every placeholder of every page from the company configuration, as the page formats it', () => {
    const company = companyData();
    for (const namespace of CONTENT_NAMESPACES) {
      const t = createTranslator({ locale: 'es', messages, namespace });
      const format = t as unknown as (key: string, values: Record<string, string>) => string;
      const sections = contentSections(messages[namespace].sections, (key) => format(key, company));
      expect(t('title')).toBeTruthy();
      expect(format('description', company)).not.toMatch(/[{}]|undefined/);
      expect(sections.length).toBe(sectionsOf(namespace).length);
      const text = sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
      expect(text).not.toMatch(/[{}]/);
    }
    const legal = createTranslator({ locale: 'es', messages, namespace: 'LegalNotice' });
    const text = contentSections(messages.LegalNotice.sections, (key) =>
      (legal as unknown as (key: string, values: Record<string, string>) => string)(key, company),
    )
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(text).toContain(company.companyName);
    expect(text).toContain(company.companyNif);
  });

  it('reads the sections the build compiles, keyed 0, 1… instead of listed', () => {
    const compiled = { 0: { paragraphs: { 0: 'a', 1: ['b'] }, slot: 'cookies' }, 1: { paragraphs: { 0: 'c' } } };
    expect(contentSections(compiled, (key) => key)).toEqual([
      {
        heading: 'sections.0.heading',
        paragraphs: ['sections.0.paragraphs.0', 'sections.0.paragraphs.1'],
        slot: 'cookies',
      },
      { heading: 'sections.1.heading', paragraphs: ['sections.1.paragraphs.0'] },
    ]);
  });

  it('names only known slots, and the database-backed one only on a page the build does not render', () => {
    const formless = new Set(formlessContentSegments().map((segment) => contentPage(segment)?.namespace));
    for (const namespace of CONTENT_NAMESPACES) {
      for (const section of sectionsOf(namespace)) {
        if (!section.slot) continue;
        expect(CONTENT_SLOTS, `${namespace}: ${section.heading}`).toContain(section.slot);
        if (section.slot === 'complaintSheets') expect(formless.has(namespace), namespace).toBe(false);
      }
    }
    expect(
      sectionsOf('Cookies')
        .map((section) => section.slot)
        .filter(Boolean),
    ).toEqual(['cookies', 'browserStorage']);
    expect(
      sectionsOf('Complaints')
        .map((section) => section.slot)
        .filter(Boolean),
    ).toEqual(['complaintSheets']);
  });
});

describe('the cookie policy', () => {
  it('describes every cookie and every storage key the site keeps in the browser', () => {
    const list = messages.Cookies.list.items as Record<string, { purpose: string; duration: string; kind: string }>;
    expect(Object.keys(list).sort()).toEqual(SITE_COOKIES.map((cookie) => cookie.key).sort());
    for (const cookie of SITE_COOKIES) {
      expect(list[cookie.key]?.purpose, cookie.name).toBeTruthy();
      expect(list[cookie.key]?.kind, cookie.name).toMatch(/^Técnica/);
    }
    const storage = messages.Cookies.storage.items as Record<string, string>;
    expect(Object.keys(storage).sort()).toEqual(SITE_BROWSER_STORAGE.map((entry) => entry.key).sort());
    expect(new Set(SITE_COOKIES.map((cookie) => cookie.name)).size).toBe(SITE_COOKIES.length);
  });

  it('names the browser storage keys the code actually uses', () => {
    const source = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
    const names = Object.fromEntries(SITE_BROWSER_STORAGE.map((entry) => [entry.key, entry.name]));
    expect(names.chunkReload).toBe(CHUNK_RELOAD_STORAGE_KEY);
    expect(source('components/checkout/use-place-order.ts')).toContain(`STORAGE_KEY = '${names.checkoutKey}'`);
    expect(source('components/catalogue/use-catalogue-filters.ts')).toContain(
      `STORAGE_KEY = '${names.catalogueFilters}'`,
    );
    expect(source('components/catalogue/closing-alert.tsx')).toContain(
      `SEEN_PREFIX = '${names.closingAlert!.replace('…', '')}'`,
    );
  });

  it('lists every key that the code keeps in the browser’s storage (a new one must be described)', () => {
    const listed = new Set(SITE_BROWSER_STORAGE.map((entry) => entry.name.replace('…', '')));
    const files = ['components', 'lib'].flatMap((folder) =>
      fs
        .readdirSync(path.join(process.cwd(), folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated'))
        .map((file) => path.join(folder, file)),
    );
    const used: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
      if (!/sessionStorage|localStorage|readTabValue|writeTabValue/.test(text)) continue;
      for (const [, name] of text.matchAll(/const \w*(?:KEY|PREFIX) = '([^']+)'/g)) used.push(name!);
    }
    expect(used).toContain('checkout-promotion-code');
    expect(used.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('says why there is no banner: the exemption of art. 22.2 LSSI-CE and the AEPD guide of July 2023', () => {
    const why = sectionsOf('Cookies').find((section) => section.heading.includes('aviso de cookies'));
    const text = why?.paragraphs.join(' ') ?? '';
    expect(text).toContain('artículo 22.2 de la LSSI-CE');
    expect(text).toContain('julio de 2023');
    expect(text).toContain('no te mostramos ningún aviso o banner');
  });

  it('gives each lifetime in its largest whole unit', () => {
    expect(cookieDuration(60 * 60 * 24 * 14)).toEqual({ unit: 'days', count: 14 });
    expect(cookieDuration(60 * 60 * 2)).toEqual({ unit: 'hours', count: 2 });
    expect(cookieDuration(60 * 10)).toEqual({ unit: 'minutes', count: 10 });
    expect(SITE_COOKIES.map((cookie) => [cookie.name, cookieDuration(cookie.maxAgeSeconds)])).toEqual([
      ['sesion', { unit: 'days', count: 14 }],
      ['con_sesion', { unit: 'days', count: 14 }],
      ['dos_pasos', { unit: 'minutes', count: 10 }],
      ['XSRF-TOKEN', { unit: 'hours', count: 2 }],
      ['i18n_redirected', { unit: 'days', count: 365 }],
      ['pedido', { unit: 'days', count: 30 }],
    ]);
  });
});

describe('the European ODR platform', () => {
  it('is linked nowhere: it closed on 20 July 2025', () => {
    const roots = ['app', 'components', 'lib', 'messages'].map((folder) => path.join(process.cwd(), folder));
    const files = roots.flatMap((root) =>
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((file) => /\.(tsx?|json)$/.test(file) && !file.includes('generated'))
        .map((file) => path.join(root, file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const linking = files.filter((file) => /ec\.europa\.eu\/consumers\/odr/i.test(fs.readFileSync(file, 'utf8')));
    expect(linking).toEqual([]);
  });
});
