import { databaseProvider } from './url';

// The back office's searches ("pizza" finds "Pizza Barbacoa"). SQLite's LIKE
// ignores the case of ASCII letters; PostgreSQL's compares exactly unless the
// filter asks for ILIKE. The SQLite client's filter type has no `mode` (and
// SQLite would refuse it), so it is added on PostgreSQL only.

/** A Prisma string filter: `text` anywhere, regardless of case. */
export function containing(text: string): { contains: string } {
  return databaseProvider() === 'postgresql'
    ? ({ contains: text, mode: 'insensitive' } as { contains: string })
    : { contains: text };
}
