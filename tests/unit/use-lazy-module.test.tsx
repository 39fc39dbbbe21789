// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

// lib/hooks/use-lazy-module.ts (decision 027): a chunk is fetched only once
// it is needed, and one that fails offline is fetched again once back online
// instead of breaking the page.

describe('useLazyModule', () => {
  it('fetches nothing until needed, then gives the module', async () => {
    const load = vi.fn(async () => ({ name: 'diálogo' }));
    const { result, rerender } = renderHook(({ isNeeded }) => useLazyModule(isNeeded, load), {
      initialProps: { isNeeded: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeNull();

    rerender({ isNeeded: true });
    await waitFor(() => expect(result.current).toEqual({ name: 'diálogo' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when the browser is back online after a failed fetch', async () => {
    let isOffline = true;
    const load = vi.fn(async () => {
      if (isOffline) throw new Error('Failed to load chunk');
      return { name: 'diálogo' };
    });
    const { result } = renderHook(() => useLazyModule(true, load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(result.current).toBeNull();

    isOffline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toEqual({ name: 'diálogo' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
