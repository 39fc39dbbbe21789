// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { lazyDialog } from '@/components/ui/lazy-component';

// lib/hooks/use-lazy-module.ts (decision 027): a chunk is fetched only once
// it is needed, and one that fails offline is fetched again once back online
// instead of breaking the page. components/ui/lazy-component.tsx builds the
// dialogs fetched when they open on it.

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

describe('lazyDialog', () => {
  it('marks a dialog on its way with data-lazy-pending until its code arrives, and nothing while closed', async () => {
    let arrive!: (component: (props: { isOpen: boolean }) => ReactNode) => void;
    const load = vi.fn(() => new Promise<(props: { isOpen: boolean }) => ReactNode>((resolve) => (arrive = resolve)));
    const Lazy = lazyDialog(load);
    const { container, rerender } = render(<Lazy isOpen={false} />);
    expect(container.querySelector('[data-lazy-pending]')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    rerender(<Lazy isOpen />);
    expect(container.querySelector('[data-lazy-pending]')).not.toBeNull();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => arrive(({ isOpen }) => (isOpen ? <p>Abierto</p> : null)));
    await waitFor(() => expect(container.textContent).toBe('Abierto'));
    expect(container.querySelector('[data-lazy-pending]')).toBeNull();
  });
});
