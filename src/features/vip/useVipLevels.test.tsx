import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { setSession } from '../../state/session';
import { useVipLevels } from './useVipLevels';
import { FreshSwr } from '../../api/testing/FreshSwr';

/** The paths the hook asked the mock world for, in order. */
function recordPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('Level')) paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

describe('useVipLevels (spec 7 vipLevel and memberLevel, spec 9 page sizes)', () => {
  afterEach(() => server.events.removeAllListeners());

  it('a player reads every level in one memberLevel page of 1000, their own marked', async () => {
    setSession(DEMO_ACCOUNT.info);
    const paths = recordPaths();
    const { result } = renderHook(() => useVipLevels(), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(paths).toEqual(['/api/memberLevel/v1/page?pageNum=1&pageSize=1000']);
    expect(result.current.levels.map((row) => row.level)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(result.current).toMatchObject({ player: true, total: 11, hasMore: false });
    // The demo player: VIP 3 with R$ 27.450,80 bet and R$ 3.200,00 deposited.
    expect(result.current.current).toMatchObject({
      level: 3,
      totalBet: 27450.8,
      totalDeposit: 3200,
    });
  });

  it('a visitor reads the public table 10 at a time, the next page when asked', async () => {
    const paths = recordPaths();
    const { result } = renderHook(() => useVipLevels(), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      player: false,
      current: null,
      total: 11,
      hasMore: true,
    });
    expect(result.current.levels).toHaveLength(10);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.levels).toHaveLength(11));
    expect(result.current.hasMore).toBe(false);
    expect(paths).toEqual([
      '/api/vipLevel/v1/page?pageNum=1&pageSize=10',
      '/api/vipLevel/v1/page?pageNum=2&pageSize=10',
    ]);
  });
});
