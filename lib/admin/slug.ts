// Identifiers of catalogue things in URLs and photos: "Salsa Brava" → "salsa-brava".

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** `base`, or base-2, base-3… the first that `isTaken` says is free. */
export async function freeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || 'sin-nombre';
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX - suffix.length)}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/** The identifier a body gives, else one made from the name that `countWith` finds free. */
export async function chosenSlug(
  given: string | undefined,
  name: string,
  countWith: (slug: string) => Promise<number>,
): Promise<string> {
  return given ?? freeSlug(slugify(name), async (candidate) => (await countWith(candidate)) > 0);
}
