import type { Dependents } from '@/lib/errors';

type Translate = {
  (key: 'dependents.other', values: { count: number }): string;
  has(key: string): boolean;
};

/** {menu: 3, dish: 12} → "3 menús y 12 platos", with the CatalogueAdmin messages. */
export function dependentsText(t: Translate, counts: Dependents): string {
  return new Intl.ListFormat('es', { type: 'conjunction' }).format(
    Object.entries(counts).map(([kind, count]) => {
      const key = `dependents.${kind}`;
      return t(t.has(key) ? (key as 'dependents.other') : 'dependents.other', { count });
    }),
  );
}
