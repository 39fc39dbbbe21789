import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';

// Decision 029 on PostgreSQL: issued tickets and their billing records are
// never changed or deleted, and TRUNCATE, which skips row triggers, is refused
// as well (the row-level refusals are in tickets.test.ts, on both databases).

describe('issued tickets on PostgreSQL', () => {
  it('cannot be emptied with TRUNCATE', async () => {
    await expect(db.$executeRawUnsafe('TRUNCATE "Invoice" CASCADE')).rejects.toThrow(/never deleted/);
    await expect(db.$executeRawUnsafe('TRUNCATE "BillingRecord" CASCADE')).rejects.toThrow(/never deleted/);
  });
});
