import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/es.json';
import { currentCompanyData } from '@/lib/settings/company';
import { contentSections, type ContentNamespace, type ContentSlot } from '@/lib/site/legal';

export async function contentMetadata(namespace: ContentNamespace) {
  const t = await getTranslations(namespace);
  // Descriptions name the company ({companyTradeName}…) like the sections.
  const describe = t as unknown as (key: 'description', values: Record<string, string>) => string;
  return { title: t('title'), description: describe('description', await currentCompanyData()) };
}

/**
 * A footer page: title, sections of text from the messages, and an optional
 * form. A section that names a slot shows that slot's content after its text.
 */
export async function ContentPage({
  namespace,
  slots = {},
  children,
}: {
  namespace: ContentNamespace;
  slots?: Partial<Record<ContentSlot, ReactNode>>;
  children?: ReactNode;
}) {
  const t = await getTranslations(namespace);
  const company = await currentCompanyData();
  // `t` is typed for literal keys; a section's key is built from its position.
  // The shape is read from the messages themselves: `t.raw` is refused once they are compiled.
  const format = t as unknown as (key: string, values: Record<string, string>) => string;
  const sections = contentSections(messages[namespace].sections, (key) => format(key, company));

  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('updated')}</p>
      <div className="mt-8 space-y-8">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.slot ? slots[section.slot] : null}
          </section>
        ))}
      </div>
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}
