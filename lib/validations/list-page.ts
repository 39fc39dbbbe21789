// The list query of a back-office page from its own Spanish parameters
// (?q=&orden=&pagina=), anything unusable left out (a hand-typed "orden=foo"
// shows the default order, never an error page).

/** As Next passes them: a repeated parameter (?q=a&q=b) arrives as an array; its first value counts. */
export type ListPageParams = { q?: string | string[]; orden?: string | string[]; pagina?: string | string[] };

/** The first value of a page parameter, whatever the address held. */
export const firstParam = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

export function listUrlFromPage(
  params: ListPageParams,
  sortable: readonly string[],
  perPage: number,
): { url: URL; query: { q: string | null; sort: string | null } } {
  const url = new URL('http://local/');
  url.searchParams.set('per_page', String(perPage));
  const [q, orden, pagina] = [
    firstParam(params.q)?.trim().slice(0, 100),
    firstParam(params.orden),
    firstParam(params.pagina),
  ];
  if (q) url.searchParams.set('q', q);
  if (orden && sortable.includes(orden.replace(/^-/, ''))) url.searchParams.set('sort', orden);
  if (pagina && /^[1-9]\d{0,5}$/.test(pagina)) url.searchParams.set('page', pagina);
  return { url, query: { q: url.searchParams.get('q'), sort: url.searchParams.get('sort') } };
}
