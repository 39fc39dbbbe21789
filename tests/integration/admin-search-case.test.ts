import { beforeAll, describe, expect, it } from 'vitest';
import * as auditRoute from '@/app/api/admin/audit/route';
import * as citiesRoute from '@/app/api/admin/cities/route';
import * as productsRoute from '@/app/api/admin/products/route';
import * as restaurantsRoute from '@/app/api/admin/restaurants/route';
import * as usersRoute from '@/app/api/admin/users/route';
import { db } from '@/lib/db';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient, type RouteHandler } from '../support/api-client';

// The back office's searches ignore case on both databases: SQLite's LIKE
// does for ASCII letters, PostgreSQL's comparison only when asked (ILIKE).
// (SQLite's LIKE folds ASCII letters only: "ÁLVAREZ" does not find "Álvarez"
// there; see docs/decisions/030-postgresql.md.) A manager who types "cerveza", "CERVEZA" or "Cerveza" finds the same rows.

setUpTemporaryFiles();

let manager: ApiClient;
beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
});

type Handler = RouteHandler<Record<string, string | string[]>>;
const ids = async (handler: Handler, path: string) =>
  ((await manager.get(handler, path)).body.data as { id: number | string }[]).map((row) => row.id).sort();

/** The same search typed three ways finds the same, non-empty rows. */
async function expectCaseIgnored(handler: Handler, path: (q: string) => string, word: string) {
  const lower = await ids(handler, path(word.toLowerCase()));
  expect(lower.length).toBeGreaterThan(0);
  expect(await ids(handler, path(word.toUpperCase()))).toEqual(lower);
  expect(await ids(handler, path(word[0]!.toUpperCase() + word.slice(1).toLowerCase()))).toEqual(lower);
}

describe('a back-office search', () => {
  it('finds products, restaurants, cities and people whatever the case typed', async () => {
    // "Cerveza (33 cl)" and "Caña de cerveza": one capitalised, one not.
    await expectCaseIgnored(productsRoute.GET, (q) => `/api/admin/products?per_page=100&q=${q}`, 'cerveza');
    await expectCaseIgnored(restaurantsRoute.GET, (q) => `/api/admin/restaurants?per_page=100&q=${q}`, 'ruzafa');
    await expectCaseIgnored(citiesRoute.GET, (q) => `/api/admin/cities?per_page=100&q=${q}`, 'valencia');
    await db.user.create({ data: { name: 'Lucia Ortega', email: 'l.o@example.com', passwordHash: 'x' } });
    await expectCaseIgnored(usersRoute.GET, (q) => `/api/admin/users?per_page=100&q=${q}`, 'ortega');
  });

  it('finds audit entries whatever the case typed', async () => {
    await db.auditEntry.create({
      data: { actorName: 'Gerente Búsqueda', entity: 'setting', entityId: 'maintenance', action: 'update' },
    });
    await expectCaseIgnored(auditRoute.GET, (q) => `/api/admin/audit?per_page=100&q=${q}`, 'gerente');
  });
});
