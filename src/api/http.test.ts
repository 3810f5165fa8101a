import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { fail, ok, on } from '../../mocks/handlers/respond';
import { t } from '../i18n/t';
import { overlaysState } from '../state/overlays';
import { platformState } from '../state/platform';
import { sessionState, setSession } from '../state/session';
import { headerNames, type UserInfo } from './contract';
import { endpoints } from './allEndpoints';
import { quietly, type ApiError } from './errors';
import {
  apiConfig,
  DEFAULT_TIMEOUT_MS,
  endpointKey,
  fillPath,
  queryString,
  request,
  swrFetcher,
} from './http';
import { getMemberInfo, logout } from './session';
import { getPlatformConfig } from './system';
import { getGamePage } from './games';
import { testPlayer } from './testing/player';
import { rejection } from './testing/rejection';

/** Answers GET /api/member/v2/info with a business failure. */
function memberInfoFails(code: number, msg: string) {
  server.use(on(endpoints.memberInfo, () => fail(code, msg)));
}

describe('envelope', () => {
  it('resolves with data when code is 200', async () => {
    server.use(on(endpoints.memberInfo, () => ok(testPlayer)));
    await expect(getMemberInfo()).resolves.toEqual(testPlayer);
    expect(overlaysState.toasts).toEqual([]);
  });

  it('rejects a 200 answer that is not an envelope, with a pt-BR message and no toast', async () => {
    server.use(on(endpoints.memberInfo, () => HttpResponse.text('<html>proxy</html>')));
    const error = await rejection(getMemberInfo());
    expect(error.kind).toBe('http');
    expect(error.message).toBe(t('api.error.invalidResponse'));
    expect(overlaysState.toasts).toEqual([]);
  });
});

describe('error catalogue (spec 8)', () => {
  it.each([6105, 6106])(
    '%i clears the session and opens the login pop-up, with no toast',
    async (code) => {
      setSession(testPlayer);
      memberInfoFails(code, 'Sua sessão expirou.');
      const error = await rejection(getMemberInfo());
      expect(error).toMatchObject({ kind: 'business', code, message: 'Sua sessão expirou.' });
      expect(sessionState.token).toBe('');
      expect(sessionState.user).toBeNull();
      expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'login' } });
      expect(overlaysState.toasts).toEqual([]);
      expect(overlaysState.dialogs).toEqual([]);
    },
  );

  it.each([6109, 6121])(
    '%i clears the session and shows a dialog with the server message',
    async (code) => {
      setSession(testPlayer);
      memberInfoFails(code, 'Sua conta foi acessada em outro aparelho.');
      const error = await rejection(getMemberInfo());
      expect(error).toMatchObject({ kind: 'business', code });
      expect(sessionState.token).toBe('');
      expect(overlaysState.dialogs).toEqual([
        {
          id: expect.any(Number),
          title: t('session.ended.title'),
          message: 'Sua conta foi acessada em outro aparelho.',
          tone: 'danger',
        },
      ]);
      expect(overlaysState.overlay).toBeNull();
      expect(overlaysState.toasts).toEqual([]);
    },
  );

  it.each([
    [6105, 401],
    [6106, 403],
    [6109, 500],
    [6121, 401],
  ])('%i ends the session on an HTTP %i too, with no danger toast', async (code, status) => {
    setSession(testPlayer);
    server.use(
      on(endpoints.memberInfo, () =>
        HttpResponse.json({ code, msg: 'Sessão inválida.', data: null }, { status }),
      ),
    );
    const error = await rejection(getMemberInfo());
    expect(error).toMatchObject({ code, status });
    expect(sessionState.token).toBe('');
    expect(overlaysState.toasts).toEqual([]);
  });

  it('shows one dialog when parallel calls fail with the same session code', async () => {
    setSession(testPlayer);
    memberInfoFails(6121, 'Conta bloqueada.');
    await Promise.allSettled([getMemberInfo(), getMemberInfo(), getMemberInfo()]);
    expect(overlaysState.dialogs).toHaveLength(1);
  });

  it.each([6105, 6106, 6109, 6121])(
    '%i on the logout call itself leaves the session and shows nothing',
    async (code) => {
      setSession(testPlayer);
      server.use(on(endpoints.logout, () => fail(code, 'Sessão inválida.')));
      const error = await rejection(logout());
      expect(error.code).toBe(code);
      expect(sessionState.token).toBe('token-abc');
      expect(overlaysState.overlay).toBeNull();
      expect(overlaysState.dialogs).toEqual([]);
      expect(overlaysState.toasts).toEqual([]);
    },
  );

  it('6102 reloads the platform config (maintenance) and rejects, without a toast', async () => {
    setSession(testPlayer);
    memberInfoFails(6102, 'Plataforma em manutenção.');
    server.use(
      on(endpoints.platformConfig, () =>
        ok({
          platformCurrency: 'BRL',
          platformStatus: 2,
          platformStartMaintenanceTime: Date.UTC(2026, 10, 22, 15),
          platformEndMaintenanceTime: Date.UTC(2026, 10, 22, 17),
          platformImageDisplayType: 1,
        }),
      ),
    );
    const error = await rejection(getMemberInfo());
    expect(error).toMatchObject({ kind: 'business', code: 6102 });
    await vi.waitFor(() => expect(platformState.configStatus).toBe('ready'));
    expect(platformState.config?.platformStatus).toBe(2);
    expect(sessionState.token).toBe('token-abc');
    expect(overlaysState.toasts).toEqual([]);
  });

  it('6102 on the config call itself does not reload in a loop', async () => {
    let calls = 0;
    server.use(
      on(endpoints.platformConfig, () => {
        calls += 1;
        return fail(6102, 'Plataforma em manutenção.');
      }),
    );
    await rejection(getPlatformConfig());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
  });

  it('any other code shows the server message as a 3000 ms toast and rejects', async () => {
    setSession(testPlayer);
    memberInfoFails(3001, 'Saldo insuficiente.');
    const error = await rejection(getMemberInfo());
    expect(error).toMatchObject({ kind: 'business', code: 3001, message: 'Saldo insuficiente.' });
    expect(overlaysState.toasts).toEqual([
      { id: expect.any(Number), message: 'Saldo insuficiente.', tone: 'neutral', durationMs: 3000 },
    ]);
    expect(sessionState.token).toBe('token-abc');
  });

  it('an unknown code with an empty message still tells the player something', async () => {
    memberInfoFails(3002, '');
    await rejection(getMemberInfo());
    expect(overlaysState.toasts[0]?.message).toBe(t('api.error.generic'));
  });

  it("the caller's own failure handler replaces the toast; the call still rejects", async () => {
    memberInfoFails(3001, 'Saldo insuficiente.');
    const onFailure = vi.fn();
    const error = await rejection(getMemberInfo(undefined, { onFailure }));
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error);
    expect(overlaysState.toasts).toEqual([]);
  });

  it('an HTTP 500 whose body carries a code shows a danger toast with the server message', async () => {
    server.use(on(endpoints.memberInfo, () => fail(500, 'Erro interno do servidor.', 500)));
    const error = await rejection(getMemberInfo());
    expect(error).toMatchObject({ kind: 'http', status: 500, code: 500 });
    expect(error.message).toBe('Erro interno do servidor.');
    expect(overlaysState.toasts).toEqual([
      {
        id: expect.any(Number),
        message: 'Erro interno do servidor.',
        tone: 'danger',
        durationMs: 3000,
      },
    ]);
  });

  it('an HTTP error without a body code rejects with a pt-BR message and no toast', async () => {
    server.use(on(endpoints.memberInfo, () => new HttpResponse('Bad Gateway', { status: 502 })));
    const error = await rejection(getMemberInfo());
    expect(error).toMatchObject({ kind: 'http', status: 502, code: undefined });
    expect(error.message).toBe(t('api.error.http'));
    expect(overlaysState.toasts).toEqual([]);
  });
});

describe('timeouts and transport failures', () => {
  afterEach(() => vi.useRealTimers());

  it('defaults to the 30 s timeout of spec 9', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(apiConfig().timeoutMs).toBe(30_000);
  });

  it('a server that never answers rejects as a timeout with a pt-BR message', async () => {
    server.use(
      on(endpoints.memberInfo, async () => {
        await delay('infinite');
        return ok(testPlayer);
      }),
    );
    const error = await rejection(getMemberInfo(undefined, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('O servidor demorou demais para responder. Tente novamente.');
    expect(overlaysState.toasts).toEqual([]);
  });

  it('times out after exactly 30 000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      on(endpoints.memberInfo, async () => {
        await delay('infinite');
        return ok(testPlayer);
      }),
    );
    let settled: ApiError | undefined;
    const pending = getMemberInfo().catch((e: ApiError) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled?.kind).toBe('timeout');
  });

  it('a network failure rejects as network with a pt-BR message', async () => {
    server.use(on(endpoints.memberInfo, () => HttpResponse.error()));
    const error = await rejection(getMemberInfo());
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
    expect(overlaysState.toasts).toEqual([]);
  });

  it("the caller's abort signal cancels the call as 'aborted'", async () => {
    server.use(
      on(endpoints.memberInfo, async () => {
        await delay('infinite');
        return ok(testPlayer);
      }),
    );
    const controller = new AbortController();
    const call = getMemberInfo(undefined, { signal: controller.signal });
    controller.abort();
    expect((await rejection(call)).kind).toBe('aborted');
  });

  it('quietly() turns an API failure into undefined for fire-and-forget callers', async () => {
    server.use(on(endpoints.memberInfo, () => HttpResponse.error()));
    await expect(quietly(getMemberInfo())).resolves.toBeUndefined();
    await expect(quietly(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});

describe('headers (spec 7)', () => {
  function captureHeaders(): Headers[] {
    const seen: Headers[] = [];
    server.use(
      on(endpoints.memberInfo, ({ request: req }) => {
        seen.push(req.headers);
        return ok(testPlayer);
      }),
    );
    return seen;
  }

  it('sends every spec 7 header on every request, never "undefined"', async () => {
    const seen = captureHeaders();
    setSession(testPlayer);
    await getMemberInfo();
    await getMemberInfo();
    expect(seen).toHaveLength(2);
    for (const headers of seen) {
      for (const name of headerNames) {
        expect(headers.has(name), name).toBe(true);
        expect(headers.get(name)).not.toContain('undefined');
      }
      expect(headers.get('Authorization')).toBe('token-abc');
      expect(headers.get('lang')).toBe('pt-BR');
      expect(headers.get('device-type')).toMatch(/^(H5|PC)$/);
      expect(headers.get('device-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(seen[0]?.get('device-id')).toBe(seen[1]?.get('device-id'));
  });

  it('a visitor sends an empty Authorization header', async () => {
    const seen = captureHeaders();
    await getMemberInfo();
    expect(seen[0]?.get('Authorization')).toBe('');
  });

  it('never logs bodies or headers', async () => {
    const spies = (['log', 'info', 'debug', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    setSession(testPlayer);
    captureHeaders();
    await getMemberInfo();
    memberInfoFails(3001, 'Falhou.');
    await quietly(getMemberInfo());
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('query parameters', () => {
  it('drops undefined, null and empty parameters and keeps 0 and false (spec 7)', async () => {
    let url: URL | undefined;
    server.use(
      http.get('*/api/probe', ({ request: req }) => {
        url = new URL(req.url);
        return ok(null);
      }),
    );
    await request('/api/probe', {
      params: { a: undefined, b: null, c: '', d: 0, e: false, f: 'x', g: [] },
    });
    expect(url?.search).toBe('?d=0&e=false&f=x');
  });

  it('builds sorted, stable SWR keys with the spec 9 page defaults', () => {
    expect(getGamePage.key({ categoryId: 3 })).toBe(
      '/game/api/game/v1/page?categoryId=3&pageNum=1&pageSize=10',
    );
    expect(getGamePage.key({ vendorIds: [4, 7], pageNum: 2, categoryId: undefined })).toBe(
      '/game/api/game/v1/page?pageNum=2&pageSize=10&vendorIds=4%2C7',
    );
    expect(endpointKey(endpoints.memberLevelPage)).toBe(
      '/api/memberLevel/v1/page?pageNum=1&pageSize=1000',
    );
    expect(endpointKey(endpoints.activityProps)).toBe(
      '/api/activity/v1/props?pageNum=1&pageSize=999',
    );
    expect(queryString({})).toBe('');
  });

  it('fills path values and refuses a missing one', () => {
    expect(fillPath(endpoints.walletSummary.path, { currency: 'BRL', x: 1 })).toEqual({
      path: '/api/wallet/v1/summaryList/BRL',
      rest: { x: 1 },
    });
    expect(() => fillPath(endpoints.walletSummary.path, {})).toThrow(/currency/);
  });

  it('swrFetcher fetches a key with its query', async () => {
    let url: URL | undefined;
    server.use(
      on(endpoints.gamePage, ({ request: req }) => {
        url = new URL(req.url);
        return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
      }),
    );
    const key = getGamePage.key({ categoryId: 3 });
    await expect(swrFetcher(key, getGamePage.endpoint.reply)).resolves.toMatchObject({
      total: 0,
    });
    expect(url?.searchParams.get('categoryId')).toBe('3');
    expect(url?.searchParams.get('pageSize')).toBe('10');
  });
});

describe('replies to an earlier session', () => {
  const other: UserInfo = { ...testPlayer, token: 'token-new', nickName: 'Outro Jogador' };

  it('a late 6105 sent under the old session leaves the new session alone', async () => {
    setSession(testPlayer);
    server.use(
      on(endpoints.memberInfo, async () => {
        await delay(50);
        return fail(6105, 'Sua sessão expirou.');
      }),
    );
    const late = getMemberInfo();
    // The player logs out and another logs in while the old call is still out.
    setSession(other);
    const error = await rejection(late);
    expect(error.kind).toBe('stale');
    expect(sessionState.token).toBe('token-new');
    expect(overlaysState.overlay).toBeNull();
    expect(overlaysState.toasts).toEqual([]);
  });

  it('a reply that arrives after the session changed is dropped, not returned', async () => {
    setSession(testPlayer);
    server.use(
      on(endpoints.memberInfo, async () => {
        await delay(50);
        return ok(testPlayer);
      }),
    );
    const late = getMemberInfo();
    setSession(other);
    expect((await rejection(late)).kind).toBe('stale');
  });
});
