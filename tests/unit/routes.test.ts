import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/http/safe-redirect';
import { confirmPasswordHref, pathOfRoute, returnPath, routeNamed } from '@/lib/site/routes';

const safe = (path: string | null) => safeRedirect(path, '/mi-cuenta');

describe('route names (spec section 8: the 423 return parameter)', () => {
  it('name the pages and lead back to them', () => {
    expect(routeNamed('/mi-cuenta')).toBe('account');
    expect(pathOfRoute('account')).toBe('/mi-cuenta');
    expect(routeNamed('/pedido-confirmado/abc')).toBeNull();
    expect(pathOfRoute('constructor')).toBeNull();
  });

  it('send a 423 to confirm the password with the route name and the section the customer was in', () => {
    expect(confirmPasswordHref({ pathname: '/mi-cuenta', search: '', hash: '#seguridad' })).toBe(
      '/confirmar-contrasena?redirect=account&seccion=seguridad',
    );
    expect(confirmPasswordHref({ pathname: '/mi-cuenta', search: '', hash: '' })).toBe(
      '/confirmar-contrasena?redirect=account',
    );
    // A page without a name keeps its address.
    expect(confirmPasswordHref({ pathname: '/pedido-confirmado/abc', search: '?x=1', hash: '' })).toBe(
      '/confirmar-contrasena?redirect=%2Fpedido-confirmado%2Fabc%3Fx%3D1',
    );
  });

  it('come back to the named page and section, never anywhere else', () => {
    expect(returnPath('account', 'seguridad', safe)).toBe('/mi-cuenta#seguridad');
    expect(returnPath('account', '"><script>', safe)).toBe('/mi-cuenta');
    expect(returnPath('/detalle-del-pedido', null, safe)).toBe('/detalle-del-pedido');
    expect(returnPath('//evil.example', null, safe)).toBe('/mi-cuenta');
    expect(returnPath('https://evil.example', null, safe)).toBe('/mi-cuenta');
    expect(returnPath('no-such-route', null, safe)).toBe('/mi-cuenta');
    expect(returnPath(null, null, safe)).toBe('/mi-cuenta');
  });
});
