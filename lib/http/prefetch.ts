// Spec section 9: prefetching of linked pages is skipped on slow (2g) or
// data-saver connections (Network Information API, where the browser has it).
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | undefined;

export function shouldPrefetch(connection: ConnectionInfo): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
