import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../mocks/data/users';
import { server } from '../../mocks/node';
import { route } from '../../mocks/handlers/respond';
import { overlaysState } from '../state/overlays';
import { setSession } from '../state/session';
import { getActivityParticipation } from './activity';
import { endpoints } from './allEndpoints';
import type { EndpointDef } from './contract';
import { getGameFront } from './lobby';
import { getBanners } from './system';
import { useQuietResource } from './useQuietResource';
import { useResource } from './useResource';
import { FreshSwr } from './testing/FreshSwr';

/*
 * What a screen gets from a reply that does not fit its shape: the hook's error state with a
 * retry, never the broken data (which used to throw a TypeError in render and blank the app).
 */

/** The endpoint answers code 200 with `data` once, then the mock world answers again. */
function answersOnce(endpoint: EndpointDef, data: unknown) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const answer = () => HttpResponse.json({ code: 200, data, msg: 'success' });
  server.use(http[method](route(endpoint), answer, { once: true }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setSession(DEMO_ACCOUNT.info);
});

describe('a reply that does not fit its shape reaches a screen as an error with a retry', () => {
  it('useResource: participation answering null', async () => {
    answersOnce(endpoints.activityParticipation, null);
    const { result } = renderHook(() => useResource(getActivityParticipation, undefined), {
      wrapper: FreshSwr,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('invalid');
    expect(result.current.data).toBeUndefined();
    expect(overlaysState.toasts).toEqual([]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).not.toBe('error'));
    expect(Array.isArray(result.current.data)).toBe(true);
  });

  it('useResource: the banner list answering an object', async () => {
    answersOnce(endpoints.bannerList, { banners: [] });
    const { result } = renderHook(() => useResource(getBanners, { bannerType: 1 }), {
      wrapper: FreshSwr,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('invalid');
  });

  it('useQuietResource: the game front with a broken game, then its retry', async () => {
    answersOnce(endpoints.gameFront, [{ id: 1, gameList: [{ id: 2, gameName: null }] }]);
    const { result } = renderHook(() => useQuietResource(getGameFront, undefined), {
      wrapper: FreshSwr,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('invalid');
    expect(overlaysState.toasts).toEqual([]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
