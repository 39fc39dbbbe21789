import { describe, expect, it } from 'vitest';
import {
  clearPendingAdd,
  PENDING_ADD_KEY,
  PENDING_ADD_TTL_MS,
  readPendingAdd,
  savePendingAdd,
  type KeyValueStore,
  type PendingAdd,
} from '@/lib/ordering/pending-add';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const burger: PendingAdd = {
  context: { deliveryType: 'takeaway', restaurant: 'valencia-ruzafa', tableNumber: null },
  selection: {
    kind: 'burger',
    product_id: 12,
    quantity: 1,
    extra_options: [],
    ingredients: [{ product_id: 3, quantity: 0 }],
    sauces: [],
    no_ingredients: false,
    no_sauces: false,
  } as PendingAdd['selection'],
  name: 'La Clásica',
  category: 'burger',
  totalCents: 990,
  isAlcoholic: false,
  photo: null,
};

describe('a product chosen before signing in', () => {
  it('is read back as it was kept', () => {
    const store = memoryStore();
    expect(savePendingAdd(store, burger, 1_000)).toBe(true);
    expect(readPendingAdd(store, 2_000)).toEqual({ ...burger, savedAt: 1_000 });
  });

  it('waits two hours and no longer: an older one is dropped from the store', () => {
    const store = memoryStore();
    savePendingAdd(store, burger, 0);
    expect(readPendingAdd(store, PENDING_ADD_TTL_MS)).toEqual({ ...burger, savedAt: 0 });
    expect(readPendingAdd(store, PENDING_ADD_TTL_MS + 1)).toBeNull();
    expect(store.data.has(PENDING_ADD_KEY)).toBe(false);
  });

  it('keeps only the latest choice', () => {
    const store = memoryStore();
    savePendingAdd(store, burger, 0);
    savePendingAdd(store, { ...burger, name: 'Agua' }, 1);
    expect(readPendingAdd(store, 2)?.name).toBe('Agua');
  });

  it('ignores and drops what it did not write: broken JSON, a foreign restaurant slug, a saved time from the future', () => {
    const cases = [
      '{not json',
      JSON.stringify({ ...burger, savedAt: 0, context: { ...burger.context, restaurant: '../admin' } }),
      JSON.stringify({ ...burger, savedAt: 0, context: { ...burger.context, deliveryType: 'dron' } }),
      JSON.stringify({ ...burger, savedAt: 0, selection: { kind: 'burger', product_id: '12', quantity: 1 } }),
      JSON.stringify({ ...burger, savedAt: 0, totalCents: 'gratis' }),
      JSON.stringify({ ...burger, savedAt: 0, selection: { ...burger.selection, ingredients: 'lechuga' } }),
      JSON.stringify({ ...burger, savedAt: 0, selection: { ...burger.selection, sauces: [null] } }),
      JSON.stringify({ ...burger, savedAt: 0, photo: { src: 'https://evil.example/x' } }),
      JSON.stringify({ ...burger, savedAt: 10 * PENDING_ADD_TTL_MS }),
      JSON.stringify([burger]),
    ];
    for (const raw of cases) {
      const store = memoryStore();
      store.setItem(PENDING_ADD_KEY, raw);
      expect(readPendingAdd(store, 1_000), raw).toBeNull();
      expect(store.data.has(PENDING_ADD_KEY)).toBe(false);
    }
  });

  it('is forgotten on request, and a storage that refuses is no error', () => {
    const store = memoryStore();
    savePendingAdd(store, burger, 0);
    clearPendingAdd(store);
    expect(readPendingAdd(store, 1)).toBeNull();
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(savePendingAdd(refusing, burger)).toBe(false);
    expect(readPendingAdd(refusing)).toBeNull();
    expect(() => clearPendingAdd(refusing)).not.toThrow();
    expect(readPendingAdd(null)).toBeNull();
  });
});
