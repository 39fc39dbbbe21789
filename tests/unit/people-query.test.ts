import { describe, expect, it } from 'vitest';
import { pageParamsOf, peopleListUrl } from '@/lib/admin/people-query';

// /admin/personas reads its Spanish query (?q=&rol=&estado=&orden=&pagina=)
// into the list query of GET /api/admin/users, leaving out what is unusable.

const queryOf = (raw: Record<string, unknown>) => Object.fromEntries(peopleListUrl(pageParamsOf(raw), 25).searchParams);

describe('the people page query', () => {
  it('maps the Spanish role and state to the API filters', () => {
    expect(queryOf({ q: ' lucía ', rol: 'personal', estado: 'bloqueada', orden: '-name', pagina: '3' })).toEqual({
      per_page: '25',
      q: 'lucía',
      role: 'staff',
      blocked: 'true',
      sort: '-name',
      page: '3',
    });
    expect(queryOf({ rol: 'gerente', estado: 'activa' })).toMatchObject({ role: 'manager', blocked: 'false' });
    expect(queryOf({ rol: 'cliente' })).toMatchObject({ role: 'customer' });
  });

  it('leaves out an unknown role, state or sort, a page that is not one, and keeps the first of repeated values', () => {
    expect(queryOf({ rol: 'admin', estado: 'quizá', orden: 'password', pagina: '0', q: '   ' })).toEqual({
      per_page: '25',
    });
    expect(queryOf({ pagina: '-1' })).toEqual({ per_page: '25' });
    expect(queryOf({ rol: ['personal', 'gerente'], orden: ['created_at'] })).toEqual({
      per_page: '25',
      role: 'staff',
      sort: 'created_at',
    });
    expect(queryOf({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});
