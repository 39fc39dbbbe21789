import { describe, expect, it } from 'vitest';
import { listUrlFromPage } from '@/lib/validations/list-page';

describe("a back-office list's query from its page's Spanish parameters", () => {
  it('maps q, orden and pagina to the API, leaving out what it cannot use', () => {
    const { url, query } = listUrlFromPage({ q: '  burger ', orden: '-name', pagina: '3' }, ['name'], 25);
    expect(url.search).toBe('?per_page=25&q=burger&sort=-name&page=3');
    expect(query).toEqual({ q: 'burger', sort: '-name' });
    expect(listUrlFromPage({ orden: 'password', pagina: '0' }, ['name'], 25).url.search).toBe('?per_page=25');
  });

  it('takes the first value of a repeated parameter (?q=a&q=b) instead of failing', () => {
    const { url } = listUrlFromPage({ q: ['a', 'b'], orden: ['name', '-name'], pagina: ['2', '9'] }, ['name'], 10);
    expect(url.search).toBe('?per_page=10&q=a&sort=name&page=2');
  });
});
