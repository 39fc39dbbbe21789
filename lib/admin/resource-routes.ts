import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { parseJson } from '@/lib/api/route';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import type { Permission } from '@/lib/auth/permissions';
import type { ListMeta } from '@/lib/validations/list-query';

// The five calls of every /api/admin resource (issue 14), the same for all:
// GET list (?q=&sort=&page=&per_page=), POST, GET /{id}, PUT /{id} (partial),
// DELETE /{id} (?force=true confirms deleting what something still uses).
// Route files only bind a resource's lib functions to them.

/** Who asks: the resource decides what of it they may reach (staff: their restaurants). */
type Actor = { id: number; role: string };

/** L: a row of the list; R: the resource GET /{id} answers. */
export type AdminResource<L, R, C extends z.ZodType, U extends z.ZodType> = {
  permission: Permission;
  list: (url: URL, actor: Actor) => Promise<{ data: L[]; meta: ListMeta }>;
  get: (id: number, actor: Actor) => Promise<R>;
  createSchema: C;
  create: (actor: Actor, input: z.infer<C>) => Promise<R>;
  updateSchema: U;
  update: (actor: Actor, id: number, input: z.infer<U>) => Promise<R>;
  remove: (actor: Actor, id: number, force: boolean) => Promise<void>;
};

/** GET (list) and POST of /api/admin/{resource}. */
export function collectionRoutes<L, R, C extends z.ZodType, U extends z.ZodType>(resource: AdminResource<L, R, C, U>) {
  const options = { permission: resource.permission };
  return {
    GET: withUser(options, async (request, auth) =>
      NextResponse.json(await resource.list(new URL(request.url), auth.user)),
    ),
    POST: withUser(options, async (request, auth) => {
      const data = await resource.create(auth.user, await parseJson(request, resource.createSchema));
      return NextResponse.json({ data }, { status: 201 });
    }),
  };
}

/**
 * GET, PUT and DELETE of /api/admin/{resource}/{id}. `segment` names the
 * path's dynamic segment when the folder already has one ([slug] for
 * restaurants) and `resolve` turns its value into the id (404 when none).
 */
export function itemRoutes<L, R, C extends z.ZodType, U extends z.ZodType>(
  resource: AdminResource<L, R, C, U>,
  { segment = 'id', resolve = async (value: string) => idParam(value) } = {},
) {
  const options = { permission: resource.permission };
  const idOf = async (params: Promise<Record<string, string>>) => resolve((await params)[segment] ?? '');
  return {
    GET: withUser<Record<string, string>>(options, async (_request, auth, { params }) =>
      NextResponse.json({ data: await resource.get(await idOf(params), auth.user) }),
    ),
    PUT: withUser<Record<string, string>>(options, async (request, auth, { params }) => {
      const id = await idOf(params);
      const data = await resource.update(auth.user, id, await parseJson(request, resource.updateSchema));
      return NextResponse.json({ data });
    }),
    DELETE: withUser<Record<string, string>>(options, async (request, auth, { params }) => {
      const force = new URL(request.url).searchParams.get('force') === 'true';
      await resource.remove(auth.user, await idOf(params), force);
      return new NextResponse(null, { status: 204 });
    }),
  };
}
