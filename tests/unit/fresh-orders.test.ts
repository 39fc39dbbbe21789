import { describe, expect, it } from 'vitest';
import { keepFreshOrder, takeFreshOrder } from '@/lib/orders/fresh-orders';
import type { OrderResource } from '@/lib/orders/queries';

const order = (number: string) => ({ id: `public-${number}`, number }) as unknown as OrderResource;

describe('the order handed from placeOrder to the mail worker', () => {
  it('is taken once, as it was kept', () => {
    keepFreshOrder(1, order('A-1'), 1_000);
    expect(takeFreshOrder(1, 2_000)?.number).toBe('A-1');
    expect(takeFreshOrder(1, 2_000)).toBeNull();
  });

  it('is not used once it is older than half a minute: the worker reads the database', () => {
    keepFreshOrder(2, order('A-2'), 1_000);
    expect(takeFreshOrder(2, 1_000 + 30_001)).toBeNull();
  });

  it('is kept for at most 500 orders, the oldest going first', () => {
    for (let id = 100; id < 100 + 501; id++) keepFreshOrder(id, order(`B-${id}`), 5_000);
    expect(takeFreshOrder(100, 5_000)).toBeNull();
    expect(takeFreshOrder(101, 5_000)?.number).toBe('B-101');
    expect(takeFreshOrder(600, 5_000)?.number).toBe('B-600');
  });

  it('is nothing for an order placed elsewhere (another process, or before a restart)', () => {
    expect(takeFreshOrder(9_999, 5_000)).toBeNull();
  });
});
