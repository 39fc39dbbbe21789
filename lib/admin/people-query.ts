// The vocabulary of people in the back office (issue 14, scope 6), shared by
// the API (lib/admin/people.ts) and the pages of /admin/personas: the roles,
// and the page's Spanish query (?q=&rol=&estado=&orden=&pagina=) turned into
// the list query of GET /api/admin/users. No server-only imports: the client
// forms read the roles from here.

import { USER_ROLES, type UserRole } from '@/lib/vocabulary/catalogue';
import { listUrlFromPage } from '@/lib/validations/list-page';

export const ROLES = USER_ROLES;
export type Role = UserRole;

export const isRole = (value: string | null | undefined): value is Role =>
  (ROLES as readonly string[]).includes(value ?? '');

/** ?rol= of /admin/personas → the API's role. */
export const ROLE_PARAMS = { cliente: 'customer', personal: 'staff', gerente: 'manager' } as const satisfies Record<
  string,
  Role
>;
export type RoleParam = keyof typeof ROLE_PARAMS;

/** ?estado= of /admin/personas → the API's blocked filter. */
export const STATE_PARAMS = { activa: 'false', bloqueada: 'true' } as const;
export type StateParam = keyof typeof STATE_PARAMS;

/** The fields the table sorts by (a subset of the API's). */
export const PEOPLE_SORTABLE = ['name', 'email', 'role', 'created_at'] as const;

/** Newest accounts first when the page names no order. */
export const PEOPLE_DEFAULT_SORT = '-created_at';

export type PeoplePageParams = { q?: string; rol?: string; estado?: string; orden?: string; pagina?: string };

/** A repeated parameter (?rol=a&rol=b) arrives as an array: the first one counts. */
const one = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/** The page's parameters as single strings, whatever the address held. */
export function pageParamsOf(raw: Record<string, unknown>): PeoplePageParams {
  return {
    q: one(raw.q),
    rol: one(raw.rol),
    estado: one(raw.estado),
    orden: one(raw.orden),
    pagina: one(raw.pagina),
  };
}

export const isRoleParam = (value: string | undefined): value is RoleParam => Object.hasOwn(ROLE_PARAMS, value ?? '');
export const isStateParam = (value: string | undefined): value is StateParam =>
  Object.hasOwn(STATE_PARAMS, value ?? '');

/** The list query of the page's own parameters; anything unusable (a hand-typed page 0, an unknown role) is left out. */
export function peopleListUrl(params: PeoplePageParams, perPage: number): URL {
  const { url } = listUrlFromPage(params, PEOPLE_SORTABLE, perPage);
  if (isRoleParam(params.rol)) url.searchParams.set('role', ROLE_PARAMS[params.rol]);
  if (isStateParam(params.estado)) url.searchParams.set('blocked', STATE_PARAMS[params.estado]);
  return url;
}
