import { delay, type HttpHandler } from 'msw';
import { decryptAuthBody } from '../crypto/decryptAuthBody';
import { MOCK_ONLY_RSA_PUBLIC_KEY_PEM } from '../crypto/mockOnlyRsaKeyPair';
import { AVATAR_OPTIONS } from '../data/users';
import * as accounts from '../world/accounts';
import { Refuse } from '../world/codes';
import { checkWithdrawPassword } from '../world/withdrawGuard';
import { done, refused, scenarioApplied, userInfo } from '../world/world';
import { authed, endpoint, pageFrom } from './endpoint';

/**
 * Spec 7 member calls on the mock world (mocks/world/accounts.ts). Login, register and
 * resetPassword bodies are decrypted for real with the mock private key (mocks/crypto); a body
 * that does not decrypt is refused with HTTP 400, code 400.
 */
export function memberHandlers(): HttpHandler[] {
  return [
    endpoint('aesProperties', () => done({ publicKey: MOCK_ONLY_RSA_PUBLIC_KEY_PEM })),

    endpoint('login', async ({ request }) => {
      const body = await decryptAuthBody<Record<string, unknown>>(request);
      return body ? accounts.login(body) : refused(Refuse.badRequest);
    }),

    endpoint('register', async ({ request }) => {
      const body = await decryptAuthBody<Record<string, unknown>>(request);
      if (!body) return refused(Refuse.badRequest);
      return accounts.register(body, request.headers.get('channel-id') ?? '');
    }),

    endpoint('resetPassword', async ({ request }) => {
      const body = await decryptAuthBody<Record<string, unknown>>(request);
      return body ? accounts.resetPassword(body) : refused(Refuse.badRequest);
    }),

    endpoint('sendSms', async ({ body }) => accounts.sendSms(await body())),

    authed('logout', ({ token }) => accounts.logout(token)),

    authed('memberInfo', ({ user, token }) => done(userInfo(user, token))),

    authed('updatePassword', async ({ user, body }) =>
      accounts.updatePassword(user, ((await body()) ?? {}) as Record<string, unknown>),
    ),

    // CHOICE call: the password before a withdrawal (mocks/world/withdrawGuard.ts).
    authed('checkPassword', async ({ user, body, token }) => {
      // 'withdraw-password-hangs': never answered (the password step's checking state).
      if (scenarioApplied('withdraw-password-hangs')) await delay('infinite');
      return checkWithdrawPassword(user, await body(), token);
    }),

    authed('updateMember', async ({ user, body }) =>
      accounts.updateMember(user, ((await body()) ?? {}) as Record<string, unknown>),
    ),

    authed('phoneVerification', async ({ user, body }) => accounts.verifyPhone(user, await body())),

    authed('sendMemberSms', ({ user }) => accounts.sendMemberSms(user)),

    authed('inviteFriendsRes', ({ user }) => done(accounts.inviteSummary(user))),

    authed('nextMemberList', ({ user, url }) => done(pageFrom(accounts.invitees(user), url))),

    endpoint('userAvatar', () => done([...AVATAR_OPTIONS])),
  ];
}
