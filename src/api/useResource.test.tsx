import { act, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fail, ok, on } from '../../mocks/handlers/respond';
import { endpoints } from './allEndpoints';
import { getMarquee } from './noticeBar';
import { useResource } from './useResource';
import { FreshSwr } from './testing/FreshSwr';

const notice = { id: 1, text: 'Olá', linkUrl: '/notice', status: 1, locationType: 1 };

describe('useResource', () => {
  it('goes from loading to ready with the data', async () => {
    server.use(on(endpoints.marqueeList, () => ok([notice])));
    const { result } = renderHook(() => useResource(getMarquee, undefined), { wrapper: FreshSwr });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual([notice]);
  });

  it('reports an empty list as empty', async () => {
    server.use(on(endpoints.marqueeList, () => ok([])));
    const { result } = renderHook(() => useResource(getMarquee, undefined), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('empty'));
  });

  it('reports a failure as error and recovers on retry', async () => {
    let calls = 0;
    server.use(
      on(endpoints.marqueeList, () => (++calls === 1 ? fail(500, 'Falhou', 500) : ok([notice]))),
    );
    const { result } = renderHook(() => useResource(getMarquee, undefined), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('http');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(calls).toBe(2);
  });

  it('does not fetch while args are null', async () => {
    let calls = 0;
    server.use(on(endpoints.marqueeList, () => (calls++, ok([notice]))));
    const { result } = renderHook(() => useResource(getMarquee, null), { wrapper: FreshSwr });
    expect(result.current.status).toBe('empty');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });

  // Every data the hook returned, render by render, around a change made here (as a saved
  // withdrawal account is put into its list) rather than fetched.
  async function rendersAfterLocalChange(defer: boolean) {
    server.use(on(endpoints.marqueeList, () => ok([])));
    const seen: unknown[] = [];
    const { result } = renderHook(
      () => {
        const resource = useResource(getMarquee, undefined, { defer });
        seen.push(resource.data);
        return { resource, mutate: useSWRConfig().mutate };
      },
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.resource.status).toBe('empty'));
    const before = seen.length;
    await act(async () => {
      await result.current.mutate(getMarquee.key(), [notice], { revalidate: false });
    });
    expect(result.current.resource.data).toEqual([notice]);
    return seen.slice(before);
  }

  it('draws an answer for the same key in a background render by default', async () => {
    const renders = await rendersAfterLocalChange(true);
    expect(renders[0]).toEqual([]);
  });

  it('with defer: false, shows a change in the render that receives it', async () => {
    const renders = await rendersAfterLocalChange(false);
    expect(renders.length).toBeGreaterThan(0);
    for (const data of renders) expect(data).toEqual([notice]);
  });
});
