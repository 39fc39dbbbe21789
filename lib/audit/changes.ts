// What an audit entry changed (components/admin/audit-table.tsx shows only that).

/**
 * Of a change, the fields whose value differs: a product's edit recorded the whole product twice,
 * and the one changed description was lost among thirty fields (found by a QA pass). Null (show
 * everything) for a creation or a deletion, which have one side only.
 */
export function changedKeys(entry: { before: unknown; after: unknown }): string[] | null {
  const { before, after } = entry;
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return null;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const read = (side: object, key: string) => JSON.stringify((side as Record<string, unknown>)[key] ?? null);
  return [...keys].filter((key) => read(before, key) !== read(after, key));
}
