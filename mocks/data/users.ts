/**
 * Players of the mock world. The demo account is documented in mocks/data/README.md:
 * phone (11) 98765-4321 with area code 55, password demo1234, SMS code 123456.
 */
import type { UserInfo } from '../../src/api/contract';
import { activityIcon, avatar } from './logos';
import { ago, DAY, FIXED_NOW, MINUTE } from './clock';
import type { GlyphName } from './glyphs';

/** Spec 3/9: area code defaults to 55 (Brazil). */
export const DEFAULT_AREA_CODE = '55';

/** Every SMS verification code in the demo world (register, reset password, phone check). */
export const DEMO_SMS_CODE = '123456';

/** Promo domain of share and invite links (reserved example domain, never resolved). */
export const PROMO_DOMAIN = 'https://vitrine.example';

/** A player with the secrets the mock backend checks (never sent to the app as is). */
export type MockAccount = {
  account: string;
  areaCode: string;
  password: string;
  /** 11 digits, valid check digits. */
  cpf: string;
  /** Full name for the withdraw accounts. */
  realName: string;
  info: UserInfo;
};

/**
 * The demo player: registered 90 days before FIXED_NOW (24/08/2026), has deposited, VIP 3,
 * BRL wallet R$ 1.847,35 (wallet.ts). CPF 390.533.447-05 (check digits valid).
 */
export const DEMO_ACCOUNT: MockAccount = {
  account: '11987654321',
  areaCode: DEFAULT_AREA_CODE,
  password: 'demo1234',
  cpf: '39053344705',
  realName: 'Carlos Eduardo Souza',
  info: {
    token: 'mock-token-55328714',
    userNo: '55328714',
    inviteCode: 'VTR7K2',
    channelId: 'demo',
    firstCharge: true,
    platformPromoDomain: PROMO_DOMAIN,
    avatarUrl: avatar('55328714', 'CS'),
    nickName: 'Carlão',
    registerTime: ago(90 * DAY),
    currentCurrency: 'BRL',
    account: '11987654321',
    areaCode: DEFAULT_AREA_CODE,
  },
};

/**
 * A second player, registered 20 minutes before FIXED_NOW and without a deposit: the first-pay
 * limited-time offer (type 7) is still running for her. CPF 287.415.936-00.
 */
export const SECOND_ACCOUNT: MockAccount = {
  account: '21998765432',
  areaCode: DEFAULT_AREA_CODE,
  password: 'maria1234',
  cpf: '28741593600',
  realName: 'Maria Fernanda Lima',
  info: {
    token: 'mock-token-55410027',
    userNo: '55410027',
    inviteCode: 'VTR9Q4',
    channelId: 'demo',
    firstCharge: false,
    platformPromoDomain: PROMO_DOMAIN,
    avatarUrl: avatar('55410027', 'ML'),
    nickName: 'Mari',
    registerTime: ago(20 * MINUTE),
    currentCurrency: 'BRL',
    account: '21998765432',
    areaCode: DEFAULT_AREA_CODE,
  },
};

export const ACCOUNTS: readonly MockAccount[] = [DEMO_ACCOUNT, SECOND_ACCOUNT];

/** Games the demo player has favourited (the catalogue itself has collect false). */
export const DEMO_FAVOURITE_GAME_IDS: readonly number[] = [10001, 10007, 10061, 10141, 10201];

const AVATAR_GLYPHS: readonly GlyphName[] = [
  'star',
  'crown',
  'diamond',
  'flame',
  'rocket',
  'trophy',
  'coin',
  'fish',
];

/** userAvatar: the pictures a player can pick. */
export const AVATAR_OPTIONS: readonly string[] = AVATAR_GLYPHS.map((g) =>
  activityIcon(`avatar:${g}`, g),
);

/**
 * The user a registration creates. `seq` numbers registrations in a session (1, 2, ...), so ids
 * and tokens stay deterministic; `now` defaults to FIXED_NOW.
 */
export function freshUser({
  account,
  areaCode = DEFAULT_AREA_CODE,
  seq,
  now = FIXED_NOW,
  channelId = 'demo',
}: {
  account: string;
  areaCode?: string;
  seq: number;
  now?: number;
  channelId?: string;
}): UserInfo {
  const userNo = String(55500000 + seq);
  return {
    token: `mock-token-${userNo}`,
    userNo,
    inviteCode: `VTN${(1000 + seq).toString(36).toUpperCase()}`,
    channelId,
    firstCharge: false,
    platformPromoDomain: PROMO_DOMAIN,
    avatarUrl: avatar(userNo, 'JV'),
    nickName: `Jogador ${userNo.slice(-4)}`,
    registerTime: now,
    currentCurrency: 'BRL',
    account,
    areaCode,
  };
}
