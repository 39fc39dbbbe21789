import { describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { companyData } from '@/lib/env';
import { CONTENT_NAMESPACES, contentPage, fillPlaceholders, type ContentSection } from '@/lib/site/legal';
import { FOOTER_LINKS } from '@/lib/site/footer-links';

describe('the footer pages', () => {
  it('has a page for each of the eight footer links, three of them with a form', () => {
    expect(FOOTER_LINKS).toHaveLength(8);
    const pages = FOOTER_LINKS.map((link) => contentPage(link.href.slice(1)));
    expect(pages.every(Boolean)).toBe(true);
    expect(pages.filter((page) => page?.form).map((page) => page?.form)).toEqual([
      'work_with_us',
      'suggestion',
      'complaint',
    ]);
  });

  it('answers nothing for other segments, inherited object keys included', () => {
    expect(contentPage('no-existe')).toBeUndefined();
    expect(contentPage('constructor')).toBeUndefined();
    expect(contentPage('__proto__')).toBeUndefined();
  });

  it('fills every placeholder of every page from the company configuration', () => {
    const company = companyData();
    for (const namespace of CONTENT_NAMESPACES) {
      const page = messages[namespace] as { title: string; sections: ContentSection[] };
      expect(page.title).toBeTruthy();
      expect(page.sections.length).toBeGreaterThan(0);
      const text = page.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
      expect(fillPlaceholders(text, company)).not.toMatch(/[{}]/);
    }
    expect(fillPlaceholders('Titular: {companyName}, NIF {companyNif}.', company)).toBe(
      `Titular: ${company.companyName}, NIF ${company.companyNif}.`,
    );
  });
});
