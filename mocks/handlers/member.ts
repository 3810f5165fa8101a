import { endpoints } from '../../src/api/contract';
import type {
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  UserInfo,
} from '../../src/api/contract';
import { decryptAuthBody } from '../crypto/decryptAuthBody';
import { MOCK_ONLY_RSA_PUBLIC_KEY_PEM } from '../crypto/mockOnlyRsaKeyPair';
import { fail, ok, on } from './respond';

export type MemberAccount = { password: string; user: UserInfo };

export type MemberData = {
  accounts: MemberAccount[];
  /** The SMS code every verification accepts. */
  validCode: string;
};

const player: UserInfo = {
  token: 'mock-token-player-1',
  userNo: '10000001',
  inviteCode: 'JOGA10',
  channelId: '',
  firstCharge: true,
  platformPromoDomain: 'https://vitrine.example',
  avatarUrl: '',
  nickName: 'Jogador Teste',
  registerTime: Date.UTC(2026, 9, 1, 15, 0, 0),
  currentCurrency: 'BRL',
  account: '11987654321',
  areaCode: '55',
};

/** Small deterministic fixtures until the seed data (mocks/data/) takes over. */
export const memberFixtures: MemberData = {
  accounts: [{ password: 'senha1234', user: player }],
  validCode: '123456',
};

/** Spec 7 member calls. Encrypted bodies are really decrypted (mocks/crypto/). */
export function memberHandlers(data: MemberData = memberFixtures) {
  const byToken = (token: string | null) => data.accounts.find((a) => a.user.token === token);
  const refused = () => fail(400, 'Requisição inválida.', 400);

  return [
    on(endpoints.aesProperties, () => ok({ publicKey: MOCK_ONLY_RSA_PUBLIC_KEY_PEM })),

    on(endpoints.login, async ({ request }) => {
      const body = await decryptAuthBody<LoginPayload>(request);
      if (!body) return refused();
      const found = data.accounts.find(
        (a) =>
          a.user.account === body.account &&
          a.user.areaCode === body.areaCode &&
          a.password === body.password,
      );
      return found ? ok(found.user) : fail(1001, 'Conta ou senha incorreta.');
    }),

    on(endpoints.register, async ({ request }) => {
      const body = await decryptAuthBody<RegisterPayload>(request);
      if (!body) return refused();
      if (body.validCode !== data.validCode) return fail(1002, 'Código de verificação inválido.');
      if (data.accounts.some((a) => a.user.account === body.account)) {
        return fail(1003, 'Este número já está cadastrado.');
      }
      return ok<UserInfo>({
        ...player,
        token: `mock-token-${body.account}`,
        userNo: '10000099',
        nickName: '',
        account: body.account,
        areaCode: body.areaCode,
        firstCharge: false,
      });
    }),

    on(endpoints.resetPassword, async ({ request }) => {
      const body = await decryptAuthBody<ResetPasswordPayload>(request);
      if (!body) return refused();
      if (body.validCode !== data.validCode) return fail(1002, 'Código de verificação inválido.');
      if (body.password !== body.confirmPassword) return fail(1004, 'As senhas não coincidem.');
      return ok(null);
    }),

    on(endpoints.sendSms, () => ok(null)),

    on(endpoints.logout, () => ok(null)),

    on(endpoints.memberInfo, ({ request }) => {
      const found = byToken(request.headers.get('Authorization'));
      return found ? ok(found.user) : fail(6105, 'Sua sessão expirou. Entre novamente.');
    }),
  ];
}
