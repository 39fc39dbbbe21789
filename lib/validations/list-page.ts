// The list query of a back-office page from its own Spanish parameters
// (?q=&orden=&pagina=), anything unusable left out (a hand-typed "orden=foo"
// shows the default order, never an error page).

export type ListPageParams = { q?: string; orden?: string; pagina?: string };

export function listUrlFromPage(
  params: ListPageParams,
  sortable: readonly string[],
  perPage: number,
): { url: URL; query: { q: string | null; sort: string | null } } {
  const url = new URL('http://local/');
  url.searchParams.set('per_page', String(perPage));
  const q = params.q?.trim().slice(0, 100);
  if (q) url.searchParams.set('q', q);
  if (params.orden && sortable.includes(params.orden.replace(/^-/, ''))) url.searchParams.set('sort', params.orden);
  if (params.pagina && /^[1-9]\d{0,5}$/.test(params.pagina)) url.searchParams.set('page', params.pagina);
  return { url, query: { q: url.searchParams.get('q'), sort: url.searchParams.get('sort') } };
}
