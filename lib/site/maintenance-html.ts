import messages from '@/messages/es.json';
import { escapeHtml } from '@/lib/html/escape';
import { standalonePage } from '@/lib/html/standalone-page';
import { telHref, type CityPhones } from '@/lib/vocabulary/restaurant-phones';

// The maintenance page as the middleware sends it, with 503 and Retry-After
// (issue 9, finding 11): Next.js cannot give a rendered page a status of its
// own, so this one is plain HTML. No script: "Refrescar" is a form that asks
// for the same page again. Same words as components/system/maintenance-page.tsx,
// and the same list of the restaurants' phones by city (issue 12, item 6).

export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

function phonesHtml(cities: CityPhones[]): string {
  if (cities.length === 0) return '';
  const list = cities
    .map(
      ({ city, restaurants }) =>
        `<h3>${escapeHtml(city)}</h3><ul>${restaurants
          .map(
            ({ name, phone }) =>
              `<li>${escapeHtml(name)}: <a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  return `<section aria-labelledby="telefonos"><h2 id="telefonos">${escapeHtml(messages.Maintenance.phones)}</h2>${list}</section>`;
}

/**
 * The page asked for, as the 503 says it. `query` is that page's: a GET form
 * replaces the address's query with its fields, so «Refrescar» carries each
 * one back (a table's `?mesa=5` is not lost to the reload).
 */
export function maintenanceHtml(cities: CityPhones[] = [], query: URLSearchParams = new URLSearchParams()): string {
  const { title, text, refresh } = messages.Maintenance;
  return standalonePage({
    title: title,
    style: `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; background: #fffbf5; }
  main { min-height: 100vh; display: grid; place-items: center; padding: 4rem 1.5rem; box-sizing: border-box; }
  div { max-width: 32rem; text-align: center; }
  svg { width: 6rem; height: 6rem; color: #b43c12; }
  h1 { margin: 1.5rem 0 0; font-size: 1.875rem; }
  p { margin: 1rem 0 0; font-size: 1.125rem; line-height: 1.6; color: #57534e; }
  button { margin-top: 2rem; border: 0; border-radius: 9999px; background: #b43c12; color: #fff; padding: .75rem 2rem; font: inherit; font-weight: 600; cursor: pointer; }
  button:hover, button:focus-visible { background: #8f2f0e; }
  section { margin-top: 2rem; text-align: left; }
  h2 { font-size: 1.25rem; margin: 0; }
  h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { font-size: 1.0625rem; }
  a { color: #b43c12; font-weight: 600; display: inline-block; min-height: 44px; line-height: 44px; }
`,
    body: `
<main>
<div>
<svg viewBox="0 0 64 64" fill="currentColor" aria-hidden="true" focusable="false"><path d="M38 10c-9.4 0-17 6.9-17 16.5V30c-4.6.6-8 4.4-8 9.1V52a2 2 0 0 0 2 2h5a2 2 0 0 0 2-2v-6h2v6a2 2 0 0 0 2 2h5a2 2 0 0 0 2-2v-7h6v7a2 2 0 0 0 2 2h5a2 2 0 0 0 2-2V40.5c2.7-1.9 4-4.8 4-8.5V27c0-9.4-7.6-17-16-17Zm7.5 12.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z"/></svg>
<h1>${escapeHtml(title)}</h1>
<p data-testid="maintenance-text">${escapeHtml(text)}</p>
${phonesHtml(cities)}
<form method="get">${[...query]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('')}<button type="submit">${escapeHtml(refresh)}</button></form>
</div>
</main>
`,
  });
}
