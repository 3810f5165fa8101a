import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_MESSAGES, SYSTEM_MESSAGES } from '../../../mocks/data/content';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { fail, on } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { findUser } from '../../../mocks/world/world';
import { endpoints } from '../../api/allEndpoints';
import { getMessageUnread } from '../../api/noticeBar';
import { useResource } from '../../api/useResource';
import { overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import type { MessageKind } from './kinds';
import { useUnreadCount } from './unread';
import { useReadMessage } from './useReadMessage';

let cache: Map<string, unknown>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig
    value={{
      provider: () => cache as unknown as Cache,
      dedupingInterval: 0,
      shouldRetryOnError: false,
    }}
  >
    {children}
  </SWRConfig>
);

/** Waits (on real timeouts) until `check` passes. */
async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 200) throw error;
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** The demo player's unread messages in the seed, with their list. */
const unreadSeed: { kind: MessageKind; message: (typeof SYSTEM_MESSAGES)[number] }[] = [
  ...SYSTEM_MESSAGES.filter((m) => !m.read).map((message) => ({
    kind: 'system' as const,
    message,
  })),
  ...PERSONAL_MESSAGES.filter((m) => !m.read).map((message) => ({
    kind: 'personal' as const,
    message,
  })),
];

const demo = () => findUser(DEMO_ACCOUNT.info.userNo)!;

beforeEach(() => {
  cache = new Map();
  setSession(DEMO_ACCOUNT.info);
});

describe('useReadMessage', () => {
  it('marks the template read on the server and updates the count', async () => {
    const count = renderHook(() => useUnreadCount(), { wrapper });
    await until(() => expect(count.result.current).toBe(unreadSeed.length));
    const read = renderHook(() => useReadMessage(), { wrapper });
    const first = unreadSeed[0]!;
    let done = false;
    await act(async () => {
      done = await read.result.current(first.kind, first.message);
    });
    expect(done).toBe(true);
    expect(
      demo().systemMessages.find((m) => m.id === first.message.id)?.read,
      'PUT system/read with its messageTemplateId',
    ).toBe(true);
    await until(() => expect(count.result.current).toBe(unreadSeed.length - 1));
  });

  it("clears the bell's red dot in the cache, so a home mounted afterwards never shows it", async () => {
    // The home asked earlier: something was unread.
    const bell = renderHook(() => useResource(getMessageUnread, undefined), { wrapper });
    await until(() => expect(bell.result.current.data).toBe(true));
    bell.unmount();

    // /notice: every unread message is opened (the home is not mounted meanwhile).
    const read = renderHook(() => useReadMessage(), { wrapper });
    for (const { kind, message } of unreadSeed) {
      await act(async () => {
        await read.result.current(kind, message);
      });
    }

    // Back on the home: the first render already has no dot.
    const back = renderHook(() => useResource(getMessageUnread, undefined), { wrapper });
    expect(back.result.current.data).toBe(false);
  });

  it('a refused read leaves the message unread and says why (spec 8 toast)', async () => {
    server.use(
      on(endpoints.readPersonalMessage, () => fail(9999, 'Algo deu errado. Tente novamente.')),
    );
    const read = renderHook(() => useReadMessage(), { wrapper });
    const personal = unreadSeed.find((entry) => entry.kind === 'personal')!;
    let done = true;
    await act(async () => {
      done = await read.result.current('personal', personal.message);
    });
    expect(done).toBe(false);
    expect(demo().personalMessages.find((m) => m.id === personal.message.id)?.read).toBe(false);
    expect(overlaysState.toasts.map((toast) => toast.message)).toEqual([
      'Algo deu errado. Tente novamente.',
    ]);
  });

  it('sends nothing for a message already read', async () => {
    const puts: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') puts.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    try {
      const read = renderHook(() => useReadMessage(), { wrapper });
      const already = SYSTEM_MESSAGES.find((m) => m.read)!;
      let done = false;
      await act(async () => {
        done = await read.result.current('system', already);
      });
      expect(done).toBe(true);
      expect(puts).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
