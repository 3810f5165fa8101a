import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { DEMO_ACCOUNT } from '../../mocks/data/users';
import { overlaysState } from '../state/overlays';
import { logout as endSession, sessionState, setSession } from '../state/session';
import { walletState, setWallets } from '../state/wallet';
import { SIGN_CODE_HEADER } from './contract';
import { endpoints } from './allEndpoints';
import { request } from './http';
import { getMemberInfo } from './session';
import { login, register, resetPassword } from './auth';
import { sealAuthBody } from './authCrypto';
import { ApiError } from './errors';

// The mock world's demo account (mocks/data/README.md).
const credentials = { areaCode: '55', account: '11987654321', password: 'demo1234' };
const player = DEMO_ACCOUNT.info;

/** Records what actually travels for an encrypted call, then lets the mock world answer. */
function wiretap(path: string, method: 'post' | 'put') {
  const seen: { body: string; signCode: string | null }[] = [];
  server.use(
    http[method](`*${path}`, async ({ request: req }) => {
      seen.push({ body: await req.clone().text(), signCode: req.headers.get(SIGN_CODE_HEADER) });
      // No response: msw falls through to the shared handler, which decrypts for real.
    }),
  );
  return seen;
}

describe('encrypted auth calls through the client (spec 7)', () => {
  it('logs in: the mock server decrypts the body with its private key and answers', async () => {
    const seen = wiretap(endpoints.login.path, 'post');
    // A login opens a new session: the same player with a fresh token.
    await expect(login(credentials)).resolves.toEqual({
      ...player,
      token: expect.stringMatching(/^tok-55328714-\d+$/) as unknown as string,
    });
    expect(seen).toHaveLength(1);
    const wire = JSON.parse(seen[0]!.body) as Record<string, unknown>;
    expect(Object.keys(wire)).toEqual(['encrypt']);
    expect(seen[0]!.body).not.toContain('demo1234');
    expect(seen[0]!.body).not.toContain('11987654321');
    expect(seen[0]!.signCode).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('a wrong password is a business failure the player sees as a toast', async () => {
    const error = await login({ ...credentials, password: 'errada' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: 1001 });
    expect(overlaysState.toasts.map((t) => t.message)).toEqual([
      'Senha incorreta. Confira e tente de novo.',
    ]);
  });

  it('the caller’s failure handler also covers the public-key call (no toast)', async () => {
    server.use(
      http.get(`*${endpoints.aesProperties.path}`, () =>
        Response.json({ code: 9999, data: null, msg: 'Chave indisponível' }),
      ),
    );
    const handled: unknown[] = [];
    const error = await login(credentials, { onFailure: (e) => void handled.push(e) }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'business', code: 9999 });
    expect(handled).toHaveLength(1);
    expect(overlaysState.toasts).toEqual([]);
  });

  it('register and resetPassword travel encrypted too', async () => {
    const seen = wiretap(endpoints.register.path, 'post');
    const user = await register({
      areaCode: '55',
      account: '11911112222',
      validCode: '123456',
      password: 'nova12345',
      inviteCode: '',
      cpf: '52998224725',
    });
    expect(user.account).toBe('11911112222');
    expect(seen[0]!.body).not.toContain('52998224725');

    const resetSeen = wiretap(endpoints.resetPassword.path, 'put');
    await expect(
      resetPassword({
        account: '11987654321',
        validCode: '123456',
        password: 'nova12345',
        confirmPassword: 'nova12345',
        areaCode: '55',
      }),
    ).resolves.toBeNull();
    expect(Object.keys(JSON.parse(resetSeen[0]!.body) as object)).toEqual(['encrypt']);
  });

  it('the server refuses a tampered body (HTTP 400 with a code: danger toast)', async () => {
    const { publicKey } = await request(endpoints.aesProperties.path, {
      reply: endpoints.aesProperties.reply,
    });
    const sealed = await sealAuthBody(credentials, publicKey);
    const encrypt = sealed.body.encrypt;
    const flipped = `${encrypt.slice(0, 30)}${encrypt[30] === 'A' ? 'B' : 'A'}${encrypt.slice(31)}`;
    const error = await request(endpoints.login.path, {
      method: 'POST',
      data: { encrypt: flipped },
      headers: { [SIGN_CODE_HEADER]: sealed.signCode },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(overlaysState.toasts).toMatchObject([{ tone: 'danger' }]);
  });
});

describe('session calls', () => {
  it('member info answers for the logged-in token', async () => {
    setSession(player);
    await expect(getMemberInfo()).resolves.toMatchObject({ userNo: player.userNo });
  });

  it('logout clears the session even when the server already ended it', async () => {
    setSession(player);
    setWallets([{ currency: 'BRL', availableBalance: 10, currencySymbol: 'R$', icon: '' }], 10);
    server.use(
      http.get(`*${endpoints.logout.path}`, () =>
        Response.json({ code: 6105, data: null, msg: 'Sessão expirada.' }),
      ),
    );
    await endSession();
    expect(sessionState.token).toBe('');
    expect(walletState.entries).toEqual([]);
    expect(overlaysState.overlay).toBeNull();
    expect(overlaysState.toasts).toEqual([]);
  });
});
