import type { ContactKind } from '@/lib/validations/contact';

// The content pages' text lives in messages/es.json as {title, description,
// updated, sections: [{heading, paragraphs, slot?}]}, with {companyName}-style
// arguments filled from configuration (lib/settings/company.ts). A
// section's `slot` names what the page draws after its paragraphs from data
// rather than text: the cookie list, the complaint sheets per community.
export const CONTENT_NAMESPACES = [
  'LegalNotice',
  'Privacy',
  'Conditions',
  'Cookies',
  'Marketing',
  'WorkWithUs',
  'Suggestions',
  'Complaints',
  'Accessibility',
] as const;
export type ContentNamespace = (typeof CONTENT_NAMESPACES)[number];

export const CONTENT_SLOTS = ['cookies', 'browserStorage', 'complaintSheets'] as const;
export type ContentSlot = (typeof CONTENT_SLOTS)[number];

export type ContentSection = { heading: string; paragraphs: string[]; slot?: ContentSlot };

/** A page's sections as the messages carry them: a list or, compiled by the build (next.config.ts), an object keyed 0, 1… */
type RawSections = Record<string, { paragraphs: Record<string, unknown>; slot?: ContentSlot }>;

/** A content page's sections, each text formatted by `format` (the namespace's `t` with the company's data). */
export function contentSections(raw: unknown, format: (key: string) => string): ContentSection[] {
  return Object.values(raw as RawSections).map((section, index) => ({
    heading: format(`sections.${index}.heading`),
    paragraphs: Object.keys(section.paragraphs).map((line) => format(`sections.${index}.paragraphs.${line}`)),
    ...(section.slot ? { slot: section.slot } : {}),
  }));
}

/** The footer pages by path segment; three of them end with a form. */
const CONTENT_PAGES: Record<string, ContentPageConfig> = {
  'aviso-legal': { namespace: 'LegalNotice' },
  privacidad: { namespace: 'Privacy' },
  'condiciones-generales': { namespace: 'Conditions' },
  cookies: { namespace: 'Cookies' },
  accesibilidad: { namespace: 'Accessibility' },
  marketing: { namespace: 'Marketing' },
  'trabaja-con-nosotros': { namespace: 'WorkWithUs', form: 'work_with_us' },
  sugerencias: { namespace: 'Suggestions', form: 'suggestion' },
  reclamaciones: { namespace: 'Complaints', form: 'complaint' },
};

export type ContentPageConfig = { namespace: ContentNamespace; form?: ContactKind };

/** The pages without a form: nothing in them comes from the database, so the build renders them. */
export function formlessContentSegments(): string[] {
  return Object.entries(CONTENT_PAGES)
    .filter(([, page]) => !page.form)
    .map(([segment]) => segment);
}

export function contentPage(segment: string): ContentPageConfig | undefined {
  return Object.hasOwn(CONTENT_PAGES, segment) ? CONTENT_PAGES[segment] : undefined;
}
