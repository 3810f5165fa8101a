import type { UserInfo } from '../contract';

/** A logged-in player as the member info endpoint describes one (the tests' own, not the demo's). */
export const testPlayer: UserInfo = {
  token: 'token-abc',
  userNo: '10000001',
  inviteCode: 'JOGA10',
  channelId: '',
  firstCharge: true,
  platformPromoDomain: 'https://vitrine.example',
  avatarUrl: '',
  nickName: 'Jogador Teste',
  registerTime: Date.UTC(2026, 9, 1),
  currentCurrency: 'BRL',
  account: '11987654321',
  areaCode: '55',
};
