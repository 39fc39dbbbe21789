import { describe, expect, it } from 'vitest';
import { changedKeys } from '@/lib/audit/changes';
import messages from '@/messages/es.json';

// The audit log shows, of an edit, only the fields that changed, named in
// Spanish (a QA pass found a product's whole record twice, in raw field names
// and JSON, around one changed description).

describe('the audit log’s changed fields', () => {
  it('are the ones whose value differs, nested lists compared whole', () => {
    const before = { name: 'Arroz negro', description: 'Con alioli', allergens: [{ code: 'fish' }], active: true };
    const after = { ...before, description: 'Con alioli casero' };
    expect(changedKeys({ before, after })).toEqual(['description']);
    expect(changedKeys({ before, after: { ...before, allergens: [{ code: 'fish' }, { code: 'eggs' }] } })).toEqual([
      'allergens',
    ]);
    expect(changedKeys({ before: { value: null }, after: { value: 'x', until: null } })).toEqual(['value']);
  });

  it('are every field of a creation or a deletion, which have one side', () => {
    expect(changedKeys({ before: null, after: { name: 'Valencia' } })).toBeNull();
    expect(changedKeys({ before: { name: 'Valencia' }, after: null })).toBeNull();
  });

  it('have Spanish names for what products, restaurants, people and promotions record', () => {
    for (const key of ['base_price_cents', 'tax_category', 'image_url', 'allergens', 'hours', 'postal_codes', 'role'])
      expect(messages.Audit.fields).toHaveProperty(key);
  });
});
