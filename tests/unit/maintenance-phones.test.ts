import { describe, expect, it } from 'vitest';
import { citiesFrom } from '@/lib/http/maintenance-signal';
import { maintenanceHtml } from '@/lib/site/maintenance-html';
import { telHref } from '@/lib/vocabulary/restaurant-phones';

describe('the phones on the maintenance page', () => {
  it('dial a Spanish number written with spaces, and keep an international one as written', () => {
    expect(telHref('954 572 903')).toBe('tel:+34954572903');
    expect(telHref('+34 963 12 34 56')).toBe('tel:+34963123456');
  });

  it('are read from a 503 body only when well formed', () => {
    const cities = [{ city: 'Valencia', restaurants: [{ name: 'Ruzafa', phone: '963 000 000' }] }];
    expect(citiesFrom({ code: 'maintenance', cities })).toEqual(cities);
    expect(citiesFrom({ code: 'maintenance' })).toEqual([]);
    expect(citiesFrom(null)).toEqual([]);
    expect(citiesFrom({ cities: [{ city: 'X', restaurants: [{ name: 1 }] }, 'nada'] })).toEqual([]);
  });

  it("are escaped in the server's page", () => {
    const html = maintenanceHtml([
      { city: 'Valencia', restaurants: [{ name: '<script>x</script>', phone: '963 000 000' }] },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="tel:+34963000000"');
    expect(maintenanceHtml([])).not.toContain('<section');
  });

  it('«Refrescar» asks for the same query again, escaped', () => {
    const html = maintenanceHtml([], new URLSearchParams({ mesa: '5', nota: '"><script>x</script>' }));
    expect(html).toContain('<input type="hidden" name="mesa" value="5">');
    expect(html).toContain('name="nota" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });
});
