import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/http/safe-redirect';

// Review of stop 25: /login?redirect=/%09/evil.example passed the prefix check;
// the browser drops the tab and goes to //evil.example, another site.
describe('return paths (?redirect=) lead only to this site', () => {
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/./\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' /pedido',
    '',
  ])('%j goes to the fallback', (value) => {
    expect(safeRedirect(value, '/mi-cuenta')).toBe('/mi-cuenta');
  });

  it.each(['/pedido', '/pedido?restaurante=valencia-ruzafa&tipo=recoger', '/mi-cuenta#seguridad', '/verificar'])(
    '%j is kept as it is',
    (value) => {
      expect(safeRedirect(value, '/mi-cuenta')).toBe(value);
    },
  );
});
