import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useScopedMutate } from './useScopedMutate';

const cacheOfItsOwn = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useScopedMutate', () => {
  it('reads the key again while mounted', async () => {
    const fetcher = vi.fn(async () => 'lido');
    const { result } = renderHook(() => useScopedMutate(), {
      wrapper: ({ children }) => (
        <SWRConfig value={{ provider: () => new Map(), fetcher }}>{children}</SWRConfig>
      ),
    });
    await act(async () => {
      await result.current('/api/a');
    });
    // No hook reads the key, so nothing is fetched, but the call resolves.
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('does nothing once its cache is gone, where SWR itself rejects', async () => {
    const { result, unmount } = renderHook(
      () => ({ scoped: useScopedMutate(), raw: useSWRConfig().mutate }),
      { wrapper: cacheOfItsOwn },
    );
    const { scoped, raw } = result.current;
    unmount();
    await expect(raw('/api/a')).rejects.toThrow(TypeError);
    await expect(scoped('/api/a')).resolves.toBeUndefined();
  });
});
