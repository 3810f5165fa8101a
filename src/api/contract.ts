/**
 * The API contract: the shapes the operator's casino API sends and receives, as the app and the
 * mock backend (mocks/) both implement them. Spec section 3 gives the entity fields; where the
 * spec says a shape is "not shown", the shape here is our documented choice (marked CHOICE).
 */

import type { Checker, Shape } from './shape';

/** Spec 8: every response is wrapped in this envelope; code 200 means success. */
export type Envelope<T> = {
  code: number;
  data: T;
  msg: string;
};

/** CHOICE: paged lists answer with this page object. */
export type Page<T> = {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
};

/** Spec 9: default pagination pageNum 1, pageSize 10 (memberLevel 1000, activity props 999). */
export type PageQuery = {
  pageNum?: number;
  pageSize?: number;
};

// ---------------------------------------------------------------------------------------------
// Member (spec 3: user info)

export type UserInfo = {
  token: string;
  userNo: string;
  inviteCode: string;
  channelId: string;
  /** Whether the first deposit was made. CHOICE: boolean. */
  firstCharge: boolean;
  platformPromoDomain: string;
  avatarUrl: string;
  nickName: string;
  /** CHOICE: epoch milliseconds. */
  registerTime: number;
  currentCurrency: string;
  /** CHOICE: the account (phone digits without area code). */
  account: string;
  areaCode: string;
};

// ---------------------------------------------------------------------------------------------
// Wallet (spec 3)

export type WalletEntry = {
  currency: string;
  availableBalance: number;
  currencySymbol: string;
  icon: string;
};

/** GET /api/wallet/v1/summaryList/{currency}: entries plus the total in that currency. */
export type WalletSummary = {
  res: WalletEntry[];
  summaryAvailableBalance: number;
};

export type CurrencyInfo = {
  currency: string;
  currencySymbol: string;
  usdCurrencyAccuracy: number;
};

/** GET /api/currency/v1/listMap: currencies grouped 1, 2, 3 (spec 3). */
export type CurrencyMap = Record<'1' | '2' | '3', CurrencyInfo[]>;

// ---------------------------------------------------------------------------------------------
// Platform (spec 3)

/** CHOICE: platformStatus 1 = open, 2 = maintenance. Times are epoch milliseconds. */
export type PlatformConfig = {
  platformCurrency: string;
  platformStatus: 1 | 2;
  platformStartMaintenanceTime: number | null;
  platformEndMaintenanceTime: number | null;
  platformImageDisplayType: number;
};

export type Language = {
  showLang: string;
  lang: string;
  langName: string;
  logo: string;
};

// ---------------------------------------------------------------------------------------------
// Games (spec 3)

export type Game = {
  id: number;
  logo: string;
  gameName: string;
  collect: boolean;
  vendorId: number;
  categoryId: number;
  categoryName: string;
};

export type GameCategoryKey =
  | 'casino'
  | 'hotGame'
  | 'recGame'
  | 'original'
  | 'slots'
  | 'bingo'
  | 'handsel'
  | 'liveCasino'
  | 'live'
  | 'gameShows';

export type GameCategory = {
  id: number;
  categoryId: number;
  categoryName: string;
  categoryNameEn: GameCategoryKey;
  categoryLogo: string;
  gameList: Game[];
};

export type ProviderGroup = {
  id: number;
  vendorId: number;
  vendorNameEn: string;
  vendorLogo: string;
  gameList: Game[];
};

export type BetRow = {
  gameName: string;
  userNo: string;
  winAmount: number;
  winMultiple: number;
  walletCurrency: string;
  logo: string;
};

// ---------------------------------------------------------------------------------------------
// System content (spec 3)

export type Banner = {
  /** 1 carousel, 2 area. */
  bannerType: 1 | 2;
  locationCode: string;
  code: string;
  h5PicUrl: string;
  pcPicUrl: string;
  linkUrl: string;
  linkValue: string;
};

export type MarqueeNotice = {
  id: number;
  text: string;
  linkUrl: string;
  status: number;
  locationType: number;
};

export type SocialLink = {
  id: number;
  name: string;
  /** 1 plain, 3 floating. */
  type: 1 | 3;
  h5Show: boolean;
  /**
   * A link saved in the back office without an address arrives as null: that one link is
   * skipped (its readers check it), the rest of the list still shows.
   */
  linkUrl: string | null;
  logo: string;
  /** Minutes; null shows the icon at once. */
  countDown: number | null;
};

// ---------------------------------------------------------------------------------------------
// Activities (spec 3)

export type ActivityLang = {
  title: string;
  bannerPicUrl: string;
};

export type Activity = {
  id: number;
  type: number;
  category: number;
  loginShow: 0 | 1;
  activityLang: ActivityLang;
  /**
   * CHOICE (as the mock world seeds it): 0 not taking part, 1 a reward is waiting (the header
   * badge counts these, spec 4), 2 taking part, 3 finished. Always 0 for visitors.
   */
  participationStatus: number;
  iconImg: string;
  abbreviation: string;
  /**
   * CHOICE (/promotion): the activity list answer is also the promotions list, so each entry
   * carries spec 3 "Promotion valid 1 or 0" (1 running, 0 ended: the period is over) and its period
   * (epoch ms, the same window as getActivityDetail's). Optional: a server that leaves them out
   * shows every entry as running and without a period.
   */
  valid?: 0 | 1;
  startTime?: number;
  endTime?: number;
};

export type FourPayStep = {
  /** Max reward amount. */
  rla: number;
  /** Reward rate percent. */
  rr: number;
};

export type FourPayActivity = {
  id: number;
  /** 0 to 4. */
  paySuccessTimes: number;
  validEndTime: number;
  payFourTimesSetList: FourPayStep[];
};

/**
 * Spec 3 red-packet activity state (GET redPacket/status). CHOICE: `redNumber` names the round
 * the state is about (the open round while claimable, else the next one); the spec 7 claim
 * sends it back (`claim (redNumber)`), so the client never claims a round it has not seen.
 */
export type RedPacketState = {
  claimable: boolean;
  /** Milliseconds until the next state change (the round closes, or the next one opens). */
  countdown: number;
  redNumber: string;
};

export type RedEnvelope = {
  redEnvelopesStatus: number;
  countDown: number;
};

export type ScratchTicket = {
  initialRewardAmount: number;
};

/**
 * One scratch card of the player (activity type 14, spec 7 "scratch card (details, initial
 * amount, hang, withdraw, combine)"; the spec names only the calls). CHOICE: a card hides a BRL
 * prize until it is scratched; the server says the prize only then (`prizeAmount` null while
 * hidden), so nothing in the client knows an unscratched prize.
 */
export type ScratchCard = {
  id: number;
  state: 'hidden' | 'revealed';
  /** BRL; null while hidden. */
  prizeAmount: number | null;
  /** Made by combining cards: its prize carries the combine bonus (`combineMultiplier`). */
  combined: boolean;
};

/**
 * GET scratchCard details. CHOICE (the spec names the call only):
 * - `initialRewardAmount`: the same spec 3 figure as the initial-amount call, so the page's
 *   rising pool and the home banner's agree (spec 9, features/home `usePrize`).
 * - `cards`: the player's cards still in play: hidden ones, and revealed ones whose prize has
 *   not been withdrawn yet. A withdrawn card leaves the list (its prize is in the wallet).
 *   Visitors get none.
 * - "hang" (POST scratchCard/hang, body `ScratchCardHangPayload`) is the scratch itself:
 *   guā 刮 "scratch" and guà 挂 "hang" are one syllable apart in the call's Chinese-origin
 *   name. It reveals one card's prize into `withdrawableAmount`; no money moves. Answers the
 *   new details. Refused 3001 when the card is already scratched, 3002 when it is not the
 *   player's.
 * - "combine" (POST scratchCard/combine, empty body) merges every hidden card (at least
 *   `combineMin`) into one hidden card worth their prizes times `combineMultiplier`. Answers
 *   the new details; refused 3002 with fewer hidden cards.
 * - "withdraw" (POST scratchCard/withdraw, empty body; a money action) moves
 *   `withdrawableAmount` to the BRL wallet and answers the ClaimResult; refused 3002 when there
 *   is nothing revealed to move.
 */
export type ScratchCardDetails = {
  initialRewardAmount: number;
  cards: ScratchCard[];
  /** BRL revealed and not yet withdrawn: what withdraw moves. */
  withdrawableAmount: number;
  /** BRL this player already moved to the wallet from scratch cards. */
  withdrawnAmount: number;
  /** The combined card's prize over the prizes it merged (1.2 = +20 %). */
  combineMultiplier: number;
  /** The fewest hidden cards a combine takes. */
  combineMin: number;
  currency: string;
};

/** CHOICE: the body of scratchCard/hang: which card to scratch. */
export type ScratchCardHangPayload = { cardId: number };

export type FirstPayLimitSet = {
  /** Minutes. */
  tl: number;
  /**
   * CHOICE (optional: spec 3 names only `tl`): reward rate percent of a first deposit made
   * within `tl` minutes of registering.
   */
  rr?: number;
  /** CHOICE: the largest reward of this set. */
  rla?: number;
  /** CHOICE: the smallest first deposit that earns it. */
  minPay?: number;
};

// ---------------------------------------------------------------------------------------------
// Enumerations (spec 3)

export const RechargeStatus = { unpay: 1, fail: 2, success: 3 } as const;
export const PaymentMethod = { pix: 1, cryptoWallet: 2, bankCard: 3 } as const;
export const WithdrawStatus = { audit: 1, reject: 2, success: 3 } as const;
export const WithdrawAccountType = { bankCard: 1, cryptoWallet: 2 } as const;
export const CodingStatus = { waiting: 1, inProgress: 2, reset: 3, complete: 4 } as const;
export const AppType = {
  android: 3,
  ios: 4,
  desktop: 5,
  androidPwa: 6,
  iosPwa: 7,
} as const;
export type AppTypeCode = (typeof AppType)[keyof typeof AppType];
/** Spec 3: time filters in days. */
export const TimeFilterDays = [0, 7, 30, 60] as const;

// ---------------------------------------------------------------------------------------------
// Transport (spec 7 and 8)

/**
 * Request headers sent on every call (spec 7). CHOICE: a header whose value is unknown is sent
 * as an empty string rather than left out, so every request carries the same header set (one
 * CORS preflight shape, and the server can tell "not set" from "header missing").
 *
 * - `Authorization`: the session token as is, no scheme prefix (CHOICE), empty for visitors.
 * - `lang`: the chosen language code (default 'pt-BR', CHOICE).
 * - `device-id`: a UUID generated once per browser and kept in localStorage.
 * - `device-type`: 'H5' on phones and tablets, 'PC' on desktop, read from the user agent; an
 *   unknown user agent counts as 'H5' (mobile first, CHOICE).
 * - `device-name`, `os-version`: from the user agent ('Android' / '14', 'iPhone' / '17.5', ...).
 * - `app-sub-type`: the spec 3 app type code as a string: 3 Android, 4 iOS, 5 desktop, 6 Android
 *   PWA, 7 iOS PWA (PWA = running installed, display-mode standalone). CHOICE.
 * - `pwa-short-code`, `referrer`, `channel-id`, `invite-code`: from the stored preferences
 *   (spec 3 "Stored in the browser"); `invite-code` is the referral code read from a /u/ path.
 * - `Idempotency-Key` (CHOICE, money actions only): one UUID per player intent, reused by the
 *   retries of that intent until it succeeds (src/api/idempotency.ts).
 * - `sign-code` (encrypted auth bodies only): see `EncryptedBody`.
 */
export const headerNames = [
  'Authorization',
  'lang',
  'device-id',
  'pwa-short-code',
  'device-type',
  'device-name',
  'os-version',
  'referrer',
  'channel-id',
  'invite-code',
  'app-sub-type',
] as const;
export type HeaderName = (typeof headerNames)[number];

/** CHOICE: header carrying the idempotency key of a money action. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Spec 7: header carrying the wrapped symmetric key of an encrypted body. */
export const SIGN_CODE_HEADER = 'sign-code';

/**
 * Spec 7: login, register and resetPassword bodies travel encrypted. Exact format (CHOICE):
 *
 * 1. A fresh random 256-bit AES key and a fresh random 12-byte IV per request (WebCrypto).
 * 2. The JSON body (UTF-8) is encrypted with AES-256-GCM, 128-bit tag, no additional data.
 * 3. `encrypt` = base64( iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes) ) — WebCrypto appends
 *    the tag to the ciphertext, so this is base64(iv ‖ output of subtle.encrypt).
 * 4. Header `sign-code` = base64( RSA-PKCS#1 v1.5 encryption, with the public key from
 *    `AesProperties`, of the ASCII text base64(raw 32-byte AES key) ). The key is wrapped as
 *    its base64 text (44 ASCII characters), not as raw bytes, because jsencrypt encrypts
 *    strings (it UTF-8-encodes its input) and so could not carry arbitrary bytes.
 *
 * The server unwraps the key with its private key, then decrypts and authenticates the body; a
 * body whose tag does not verify is refused (the mock answers HTTP 400 with code 400).
 */
export type EncryptedBody = {
  encrypt: string;
};

/**
 * GET /papi/member/v2/aesProperties. CHOICE: one RSA public key (2048 bit), PEM
 * ("-----BEGIN PUBLIC KEY-----", SubjectPublicKeyInfo).
 */
export type AesProperties = {
  publicKey: string;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call. `path` is a pattern: `{name}` segments are filled from the call's arguments
 * (`/api/wallet/v1/summaryList/{currency}`). `choice: true` marks a method or path the spec
 * does not show (spec 7 "Exact paths ... not shown"): our documented CHOICE. `encrypted` bodies
 * follow `EncryptedBody`; `money` calls move money and go through `moneyAction` (idempotency).
 * `pageSize` is the default page size of a paged list (spec 9; otherwise 10). `reply` is the
 * shape of the `data` of its code 200 answer (src/api/shape.ts): the client checks every reply
 * against it before a caller sees it, and a reply that does not fit fails the call ('invalid').
 */
export type EndpointDef = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly choice?: boolean;
  readonly encrypted?: boolean;
  readonly money?: boolean;
  readonly paged?: boolean;
  readonly pageSize?: number;
  readonly reply: Checker;
};

/** An endpoint whose reply is an R: what the typed call builders of http.ts take. */
export type Endpoint<R> = EndpointDef & { readonly reply: Shape<R> };

/** Spec 9: default pagination. */
export const DEFAULT_PAGE = { pageNum: 1, pageSize: 10 } as const;

// ---------------------------------------------------------------------------------------------
// Payloads and responses of the calls (spec 7). Payload fields are as shown; response shapes
// are mostly "not shown" (spec 7), so each is a CHOICE unless it is a spec 3 entity.

/** Shapes not shown by the spec and not needed yet: refined when their screen is built. */
export type Unspecified = Record<string, unknown>;

/** Paged list query: spec 9 defaults pageNum 1, pageSize 10. */
export type PagedQuery<Q = object> = Q & PageQuery;

// Member

export type LoginPayload = { areaCode: string; account: string; password: string };

export type RegisterPayload = {
  areaCode: string;
  account: string;
  validCode: string;
  password: string;
  inviteCode: string;
  cpf: string;
};

export type ResetPasswordPayload = {
  account: string;
  validCode: string;
  password: string;
  confirmPassword: string;
  areaCode: string;
};

/** POST /papi/member/v1/sendMessage. `smsCode`: the purpose code of the message (CHOICE). */
export type SendSmsPayload = { account: string; areaCode: string; smsCode: string };

export type UpdatePasswordPayload = {
  account: string;
  oldPassword: string;
  password: string;
  confirmPassword: string;
  validCode: string;
  areaCode: string;
};

export type UpdateMemberPayload = { avatarUrl: string; nickName: string };

export type PhoneVerificationPayload = { account: string; validCode: string };

/** CHOICE: the invite page's summary. */
export type InviteFriendsRes = {
  inviteCode: string;
  inviteUrl: string;
  inviteCount: number;
  totalReward: number;
  /** CHOICE (optional, the mock answers them): invited friends who deposited; today's reward. */
  validCount?: number;
  todayReward?: number;
};

/** CHOICE: one invited friend. */
export type InvitedMember = { userNo: string; registerTime: number; firstCharge: boolean };

// Wallet and lists

/** CHOICE: one exchange pair and its rate (1 source = rate destination). */
export type ExchangeRate = { sourceCurrency: string; destinationCurrency: string; rate: number };

export type ExchangePayload = {
  sourceCurrency: string;
  destinationCurrency: string;
  balance: number;
};

/** CHOICE: what can be withdrawn, per currency. */
export type WalletWithdrawal = {
  currency: string;
  withdrawableBalance: number;
  minAmount: number;
  maxAmount: number;
};

/** CHOICE: a VIP level row (vipLevel and memberLevel pages). */
export type VipLevel = {
  level: number;
  name: string;
  /** Total bet that reaches the level. */
  requiredBet: number;
  /** Bet rebate, in percent. */
  rebateRate: number;
  /** CHOICE (optional, the mock answers them): the level's other condition and benefits. */
  requiredDeposit?: number;
  upgradeBonus?: number;
  weeklyBonus?: number;
  monthlyBonus?: number;
  dailyWithdrawLimit?: number;
  /**
   * memberLevel only (CHOICE): the player's level is `current`, and that row carries the
   * player's running totals, from which the progress to the next level is read.
   */
  current?: boolean;
  totalBet?: number;
  totalDeposit?: number;
  /** memberLevel's current row only (CHOICE): the four VIP rewards (VipReward). */
  rewards?: VipReward[];
};

/** CHOICE: rows of the record pages. */
export type TransferRecord = {
  id: number;
  currency: string;
  amount: number;
  status: number;
  createTime: number;
};
export type WageringRecord = {
  id: number;
  currency: string;
  requiredAmount: number;
  finishedAmount: number;
  /** Spec 3 coding states 1-4 (`CodingStatus`). */
  status: number;
  /** CHOICE (the mock answers it): what created the requirement ("Bônus de depósito"). */
  sourceName?: string;
};
export type AccountChangeRecord = {
  id: number;
  currency: string;
  amount: number;
  /** Spec 3 main business types 1-6. */
  businessType: number;
  subBusinessType: number;
  createTime: number;
  /**
   * CHOICE: the server's names of the two types, in the player's language (`lang` header).
   * Spec 3 does not list the sub types, so the app can only label them from here.
   */
  businessName?: string;
  subBusinessName?: string;
};

/**
 * CHOICE: a deposit order as the order list shows it (spec 3 recharge status 1 unpay, 2 fail,
 * 3 success; payment methods 1 pix, 2 crypto wallet, 3 bank card).
 */
export type RechargeOrderRow = {
  id: number;
  orderNo: string;
  status: number;
  amount: number;
  currency: string;
  payMethod: number;
  /** Bonus credited with the deposit (0 when none). */
  bonusAmount: number;
  createTime: number;
  /** When it succeeded or failed; null while unpaid. */
  finishTime: number | null;
  /**
   * CHOICE: when an unpaid order stops being payable (a Pix code lives 15 minutes, as on the
   * payment page); past it the order reads as expired, never as still awaiting payment. A server
   * that leaves it out gets unpaid orders read as awaiting payment.
   */
  expireTime?: number | null;
};

/** CHOICE: a withdraw order as the order list shows it (spec 3 withdraw status 1-3). */
export type WithdrawOrderRow = {
  id: number;
  orderNo: string;
  status: number;
  amount: number;
  fee: number;
  currency: string;
  /** Spec 3 withdraw account types 1 bank card, 2 crypto wallet. */
  accountType: number;
  /** The destination, masked by the server. */
  accountNo: string;
  /**
   * CHOICE: the kind of Pix key of a type 1 destination (null for a bank account), and the
   * network of a type 2 wallet, so the row names the method ("Pix · CPF"). A server that leaves
   * them out gets the kind read from the number's shape (features/withdraw/accountMask.ts).
   */
  pixKeyType?: PixKeyType | null;
  network?: string | null;
  createTime: number;
  finishTime: number | null;
  /** Why it was rejected (status 2); '' otherwise. */
  remark: string;
};

/** CHOICE: order list query: the record query plus an optional status (1-3). */
export type OrderQuery = RecordQuery & { status?: number };

/** Spec 3 "Reward states 1-3". CHOICE: like the order states, 1 pending, 2 failed, 3 credited. */
export const RewardStatus = { pending: 1, failed: 2, credited: 3 } as const;

/**
 * CHOICE: a row of the spec 7 "promote record list" (GET promote/record/list, paged, newest first):
 * a reward the player earned by promoting the platform, i.e. a friend they invited made a first
 * deposit. `userNo` is the friend's, masked by the server (spec 5); `amount` in `currency`;
 * `createTime` epoch ms; `status` a spec 3 reward state (RewardStatus).
 */
export type PromoteRecord = {
  id: number;
  userNo: string;
  amount: number;
  currency: string;
  createTime: number;
  status: number;
};

/** CHOICE: GET redemptionCode/detail, the codes this player redeemed. */
export type RedemptionHistory = {
  records: { code: string; amount: number; currency: string }[];
};

/** CHOICE: GET topUpPromotion/detail, the deposit bonus tiers of the type 6 activity. */
export type TopUpPromotion = {
  validEndTime: number;
  tiers: { minAmount: number; rate: number; maxReward: number }[];
  /** CHOICE: which deposit earns the bonus (2: the second); absent: every deposit. */
  depositOrder?: number;
};

export type MemberMessage = {
  id: number;
  messageTemplateId: number;
  title: string;
  content: string;
  read: boolean;
  createTime: number;
};

/** Paged message query: CHOICE `timeFilter` in days (spec 3 time filters 0, 7, 30, 60). */
export type RecordQuery = PagedQuery<{ currency?: string; timeFilter?: number }>;

export type MessageReadPayload = { messageTemplateId: number };

/** CHOICE: the kind of key of a Pix account (a type 1 account: Brazil's bank payouts are Pix). */
export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';

/**
 * CHOICE: a saved withdraw account (spec 3 withdraw account types 1 bank card or Pix key,
 * 2 crypto wallet). Beyond id, type, accountNo and name, what the mock answers (CHOICE):
 * `currency` the account is paid in (Pix: BRL; a wallet: its coin), `pixKeyType` (type 1; null
 * for a card without a key), `network` (type 2, e.g. TRC20), `isDefault` (picked first), and
 * `fee`: what a withdrawal to it costs in its currency, taken out of the amount (absent: none).
 * `name` is the holder (Pix: the player's registered name) or the wallet's label.
 */
export type WithdrawAccount = {
  id: number;
  type: 1 | 2;
  accountNo: string;
  name: string;
  currency: string;
  pixKeyType: PixKeyType | null;
  network: string | null;
  isDefault: boolean;
  fee?: number;
};

/**
 * CHOICE: POST /api/memberWithdrawAccount/v1/add, a new saved account of the player; answers
 * the saved `WithdrawAccount`. A type 1 account needs `pixKeyType`; a CPF key must be the
 * player's own CPF (the server compares it with the registered one). Type 2 needs `network`.
 */
export type AddWithdrawAccountPayload = {
  type: 1 | 2;
  currency: string;
  accountNo: string;
  pixKeyType?: PixKeyType;
  network?: string;
};

/**
 * Spec 3 pixel config (one ad pixel of the channel, read from the channel config).
 *
 * CHOICE (src/tracking/pixels.ts): `promoteProviderName`, compared lower-cased, is one of
 * `facebook` (or `meta`), `tiktok`, `kwai`, `google` (or `gtag`, a Google tag: Ads `AW-` or GA4
 * `G-` id); any other name is ignored. `promoteSet` keys:
 * - `pixelId` (required): the provider's pixel or tag id, letters, digits, `-` and `_` only;
 * - `eventRegister`, `eventLogin`, `eventFirstDeposit`, `eventDeposit` (optional): the
 *   provider's event name for that conversion instead of the adapter's default; an empty value
 *   sends nothing for it.
 */
export type PixelConfig = {
  id: number;
  promoteProviderName: string;
  promoteSet: Record<string, string>;
};

/**
 * CHOICE: one deposit currency of a payment method: its limits (inclusive, in that currency),
 * the quick amounts offered as chips, and for the crypto wallet the network it is paid on.
 */
export type PayMethodCurrency = {
  currency: string;
  minAmount: number;
  maxAmount: number;
  /** Quick amounts, ascending, each within the limits. */
  amounts: number[];
  /** Crypto wallet only: the chain the address belongs to ('TRC20', 'Bitcoin', ...). */
  network?: string;
};

/**
 * CHOICE: a deposit method the channel offers (spec 3 payment methods 1 pix, 2 crypto wallet,
 * 3 bank card). `available: false` lists a method that is switched off for now (the deposit
 * page shows it as unavailable); a method the channel does not list is not offered at all.
 */
export type PayMethodConfig = {
  payMethod: 1 | 2 | 3;
  available: boolean;
  currencies: PayMethodCurrency[];
};

/**
 * CHOICE: the channel config carries the channel's ad pixels and its deposit methods (spec 2:
 * the deposit page lists the methods of the channel).
 */
export type ChannelConfig = {
  channelId: string;
  pixels: PixelConfig[];
  payMethods: PayMethodConfig[];
};

/** CHOICE: POST /api/visitRecord/v1/add on app start. */
export type VisitRecordPayload = { appType: string; deviceId: string; url: string };

/** CHOICE: deposit request (spec 3 payment methods 1 pix, 2 crypto wallet, 3 bank card). */
export type DepositPayload = { amount: number; currency: string; payMethod: 1 | 2 | 3 };
/**
 * CHOICE: a deposit order as created (POST recharge/v1/create) and as read back (GET
 * recharge/v1/detail/{orderNo}): `status` is spec 3's recharge status (1 unpay, 2 fail,
 * 3 success). What the payment page shows comes with it:
 * - `brCode`: the Pix "copia e cola" (EMV BR Code with its CRC16), null for other methods;
 * - `address` and `network`: where a crypto wallet deposit is sent, null for other methods;
 * - `payUrl`: the provider's page where a bank card is paid (also given for the others);
 * - `expireTime`: epoch ms after which the code, address or page no longer takes the payment;
 * - `bonusAmount` and `bonusStep`, once paid: the bonus credited with this deposit (as the order
 *   list's `bonusAmount`; 0 or absent: none) and which of the four-step deposits earned it (1-4;
 *   absent when the server does not say). Without them the paid page names no bonus: it never
 *   shows one that was not credited.
 */
export type DepositOrder = {
  orderNo: string;
  payUrl: string;
  status: number;
  amount: number;
  currency: string;
  payMethod: 1 | 2 | 3;
  brCode: string | null;
  address: string | null;
  network: string | null;
  expireTime: number;
  bonusAmount?: number;
  bonusStep?: number;
};

/**
 * CHOICE (spec 7 has no such call): POST /api/member/v1/checkPassword, the player's account
 * password checked before a withdrawal is sent, so money does not leave on a session alone. The
 * answer's data is null; a wrong password is refused (2030 in the mock world), and after 5 wrong
 * ones in a row withdrawals are locked for 15 minutes (2031, answered to this call and to
 * withdraw/apply alike).
 */
export type CheckPasswordPayload = { password: string };

/** CHOICE: withdraw request to a saved account. */
export type WithdrawPayload = { amount: number; currency: string; accountId: number };
/**
 * CHOICE: the created withdraw order (spec 3 withdraw status 1 audit, 2 reject, 3 success) with
 * what the mock answers beyond orderNo and status: the amount taken from the wallet, its
 * currency, the fee taken out of it, and when it was created (epoch ms).
 */
export type WithdrawOrder = {
  orderNo: string;
  status: number;
  amount: number;
  currency: string;
  fee: number;
  createTime: number;
};

// System

export type BannerQuery = { bannerType?: 1 | 2; locationCode?: string };

/** CHOICE: an article (spec 3 article entries carry logo and bannerPicUrl). */
export type Article = {
  id: number;
  key: string;
  type: number;
  title: string;
  logo: string;
  bannerPicUrl: string;
};
export type ArticleDetail = Article & { content: string };

/** CHOICE: GET business_config/config answers key/value settings. */
export type BusinessConfig = Record<string, string>;

/** CHOICE: the register-success notice template. */
export type MessageTemplate = { title: string; content: string };

/**
 * CHOICE: install info for the PWA banner (spec 2 global overlay "PWA install banner").
 * `installBanner` is the operator's switch for the banner (false: never offered); the banner
 * shows `name` and `iconUrl`.
 */
export type PwaInfo = {
  name: string;
  shortName: string;
  iconUrl: string;
  shortCode: string;
  installBanner: boolean;
};

/**
 * CHOICE: webPushConfig getAppId (spec 7 System) answers the operator's push app id and the
 * VAPID public key (base64url, uncompressed P-256 point, RFC 8292) that
 * `pushManager.subscribe({ applicationServerKey })` needs; the spec names the call only.
 */
export type WebPushConfig = { appId: string; vapidPublicKey: string };

/**
 * CHOICE: the body of POST /api/webPushConfig/v1/subscribe: the browser's PushSubscription as
 * its `toJSON()` gives it, plus the app id it was made for. Logged-in players only (the
 * operator sends to a member); sent again with the same endpoint it replaces the old one.
 */
export type WebPushSubscribePayload = {
  appId: string;
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

/** CHOICE: the body of POST /api/webPushConfig/v1/unsubscribe (opting out). */
export type WebPushUnsubscribePayload = { endpoint: string };

/**
 * CHOICE: the payload of a web-push message the operator sends, JSON. The service worker
 * (src/sw/sw.ts, rules in src/lib/serviceWorkerRules.ts) shows `title` (required, cut at 120
 * characters) and `body` (cut at 400); `icon` defaults to the app icon, a notification with the
 * same `tag` replaces the previous one. A tap opens `url` only when it is one of the app's own
 * routes on its own origin (e.g. `/promotion`, query kept); anything else opens `/`. A payload that
 * is not this shape still shows a notification with the brand name (browsers require one per push).
 */
export type PushMessage = {
  title: string;
  body: string;
  url?: string;
  icon?: string;
  tag?: string;
};

/** CHOICE: the register-gift activity (spec 9 display defaults 10 and 3). */
export type RegisterGiveDetail = { enabled: boolean; giveAmount: number; giveCount: number };

// Games

/** CHOICE: a provider as listed by vendorList. */
export type Vendor = { id: number; vendorId: number; vendorNameEn: string; vendorLogo: string };

export type GameSearchPayload = PagedQuery<{ text: string }>;

/** CHOICE: `vendorIds` is sent comma-separated; sortType 1 popular, 2 new, 3 A-Z. */
export type GamePageQuery = PagedQuery<{
  sortType?: number;
  categoryId?: number;
  vendorIds?: number[];
}>;

export type CategoryAndVendor = { categories: GameCategory[]; vendors: Vendor[] };

/** CHOICE: a row of the player's own bet history. */
export type BetRecord = {
  id: string;
  gameName: string;
  betAmount: number;
  winAmount: number;
  currency: string;
  betTime: number;
};

export type GameEnterPayload = { gameId: number; currency: string; isTrial: boolean };
/** CHOICE: the launch URL of the game (opened in the game pop-up). */
export type GameLaunch = { gameUrl: string };
/** CHOICE: the favourite flag after the toggle. */
export type GameCollectResult = { collect: boolean };

// Activity

/** Spec 7 list query; `type` 14 gives the id/loginShow list of spec 7. */
export type ActivityQuery = {
  type?: number;
  category?: number;
  rewardsType?: number;
  pageSize?: number;
};

/**
 * CHOICE: GET activityParticipation answers one entry per activity the player takes part in.
 * participationStatus 1 means something is waiting for the player (a reward to claim): the
 * header badge counts those (spec 4 reminder rule, src/features/activities/reminder.ts).
 */
export type ActivityParticipation = {
  activityId: number;
  type: number;
  participationStatus: number;
};

/**
 * CHOICE: one row of an activity's reward table (/activityDetail): what the player must reach,
 * as the server words it in the player's language (`lang` header), and what it pays in BRL.
 */
export type ActivityReward = { condition: string; amount: number };

/**
 * CHOICE: the player's way to the activity's goal: `current` of `target`, both in `unit`
 * ('money': BRL bet or deposited; 'count': bets, days, invites...). Null for a visitor.
 */
export type ActivityProgress = { current: number; target: number; unit: 'money' | 'count' };

/**
 * GET getActivityDetail/{id}: the activity, its rules (server HTML, shown only through SafeHtml)
 * and its window (epoch ms). CHOICE fields beyond the spec: `rewards` (the reward table, may be
 * empty), `progress` (null for visitors and activities without a measurable goal) and
 * `claimableAmount` (what a claim pays now, BRL, when participationStatus is 1; else null).
 */
export type ActivityDetail = Activity & {
  content: string;
  startTime: number;
  endTime: number;
  rewards: ActivityReward[];
  progress: ActivityProgress | null;
  claimableAmount: number | null;
  /** Type 10 only (CHOICE TreasureBox): the boxes as this player sees them. */
  treasureBoxes?: TreasureBox[];
};

/** CHOICE: GET activityArticle/detail/{id}: an article entry with its publication time (epoch ms). */
export type ActivityArticleDetail = ArticleDetail & { publishTime: number };

/** CHOICE: the amount credited by a claim. */
export type ClaimResult = { amount: number; currency: string };

/**
 * CHOICE: GET promote myRewards (the welfare centre's rewards, spec 7 "my rewards"): the invite
 * rewards in one currency (BRL): all earned, already moved to the wallet (withdrawToWallet),
 * and what can be moved now (`totalReward - withdrawn`, never negative).
 */
export type MyRewards = {
  currency: string;
  totalReward: number;
  withdrawn: number;
  available: number;
};

/**
 * CHOICE: GET promote realTimeRewards (spec 7 "real-time rewards"): the latest rewards credited
 * to the welfare balance, newest first, at most 10: one per invited friend whose first deposit
 * earned it (`userNo` masked as spec 5 says, `createTime` in epoch ms).
 */
export type RealTimeReward = {
  id: number;
  userNo: string;
  amount: number;
  currency: string;
  createTime: number;
};

/**
 * CHOICE: GET promote dashboard (spec 7 "dashboard data"): the figures of getInviteFriendsRes,
 * here always with validCount and todayReward, plus what can be moved to the wallet now.
 */
export type PromoteDashboard = InviteFriendsRes & {
  validCount: number;
  todayReward: number;
  available: number;
};

/**
 * CHOICE: POST promote withdrawToWallet body: the amount to move (2 decimals, in the rewards'
 * currency). Refused with 3002 when nothing is available and 2002 when `amount` is above it
 * (never clamped); answered with the ClaimResult of the amount moved.
 */
export type WithdrawToWalletPayload = { amount: number };

export type VipReceiveKind = 'memberLevel' | 'day' | 'week' | 'month';
export type RescuePeriod = 'day' | 'week';

/**
 * CHOICE (activity types 1 "Resgate diário" and 2 "Resgate semanal"): GET
 * rescueBonus/{period}/detail. The rescue pays back `rate` percent of the player's net losses
 * (`lossAmount`) of the last closed period (`startTime`..`endTime`: yesterday, or last week Monday
 * to Sunday, São Paulo time); losses under `minLoss` rescue nothing (`bonusAmount` 0). It can be
 * received once (`received`), until `expireTime` (the end of the current period, or the activity's
 * end if sooner); after it the bonus lapses. All times epoch ms, amounts in `currency`.
 */
export type RescueBonus = {
  period: RescuePeriod;
  startTime: number;
  endTime: number;
  lossAmount: number;
  /** Percent of the losses paid back (5 = 5%). */
  rate: number;
  minLoss: number;
  bonusAmount: number;
  currency: string;
  received: boolean;
  expireTime: number;
};

/**
 * CHOICE (activity type 12 "Cashback diário"): GET betRebate/everyday. Today's valid bets (São
 * Paulo day, `betAmount`), the player's rebate rate in percent (their VIP level's `rebateRate`),
 * the rebate earned so far and `payTime` (epoch ms, the next 00:00 São Paulo), when it is credited
 * to the wallet by itself: there is no claim call for it in spec 7.
 */
export type EverydayBetRebate = {
  betAmount: number;
  rate: number;
  rebateAmount: number;
  currency: string;
  payTime: number;
};

/**
 * CHOICE: what one VIP receive call (spec 7 "VIP receive calls") pays the player now, read on the
 * memberLevel page's current row (`VipLevel.rewards`): `memberLevel` the level-up bonus of their
 * level (once per level), `day`, `week` and `month` the rebates of the period (once per period).
 * `amount` 0 and not `received`: nothing to take yet.
 */
export type VipReward = { kind: VipReceiveKind; amount: number; received: boolean };
export type RankingKind = 'bet' | 'invite';
export type RankingPeriod = 'day' | 'week';

/**
 * CHOICE: one row of a leaderboard (bet and invite rankings, super member day). `userNo` is
 * masked by the server as spec 5 says; `amount` is what the ranking counts (BRL bet for bet
 * rankings and the super member day, valid invitees, a whole number, for invite rankings);
 * `reward` the BRL prize of that rank (0: none).
 */
export type RankingEntry = { rank: number; userNo: string; amount: number; reward: number };

/** CHOICE: a prize band: every rank from `fromRank` to `toRank` (inclusive) wins `reward`. */
export type RankingPrize = { fromRank: number; toRank: number; reward: number };

/**
 * CHOICE: the reader's own standing in a running period: `rank` null while outside the ranking
 * (e.g. nothing bet yet); `userNo` masked. Null for a visitor.
 */
export type RankingStanding = { rank: number | null; userNo: string; amount: number };

/**
 * CHOICE: GET ranking/v1/{kind}/{period}/details (spec 7 "bet and invite rankings day and week
 * (details, claim)"). The running period [startTime, endTime) in epoch ms (days run 00:00 to
 * 00:00 São Paulo, weeks Monday 00:00 to Monday 00:00); its top 10 (`list`, rank order); the
 * prize bands; `me` the reader's standing (null for a visitor); `last` the reader's result in
 * the finished previous period, null for a visitor or when they won no prize there. POST
 * .../claim pays `last.reward` once (3001 once claimed, 3002 when there is nothing).
 */
export type RankingDetails = {
  kind: RankingKind;
  period: RankingPeriod;
  startTime: number;
  endTime: number;
  currency: string;
  list: RankingEntry[];
  prizes: RankingPrize[];
  me: RankingStanding | null;
  last: { rank: number; reward: number; claimed: boolean } | null;
};

/**
 * CHOICE: GET superMemberDay/v1/rankings (the type 32 page, spec 7 "super member day rankings
 * and lottery"): the running super member day [startTime, endTime) when `open`, else the next
 * one; that day's bet leaderboard, prize bands and the reader's standing (as RankingDetails);
 * and the day's lottery: its possible prizes, the draws the reader has left today (0 for a
 * visitor) and what their draw of today paid (null before it). POST superMemberDay/v1/lottery
 * draws once per day (3001 after that, 3007 while the day is not open) and answers ClaimResult.
 */
export type SuperMemberDay = {
  startTime: number;
  endTime: number;
  open: boolean;
  currency: string;
  list: RankingEntry[];
  prizes: RankingPrize[];
  me: RankingStanding | null;
  lottery: { prizes: number[]; drawsLeft: number; drawnAmount: number | null };
};

/**
 * CHOICE: GET club/v1/list (spec 7 "club list"): the clubs players bet together in; `level` is
 * the club's tier name as the server writes it.
 */
export type Club = { id: number; name: string; memberCount: number; level: string };

/**
 * CHOICE: GET clubSummary/v1/list (spec 7 "clubSummary list"): each club's bet total of the
 * running week and the prize the club shares at the week's end, by `clubId` (Club.id). Shown
 * as the club ranking of the bet ranking page (type 9): clubs compete on their members' bets.
 */
export type ClubSummary = {
  clubId: number;
  totalBet: number;
  weeklyReward: number;
  currency: string;
};
export type BigWheelPeriod = 'day' | 'month';

/**
 * CHOICE: one segment of a wheel (activity type 8: the lucky turntable and the big wheel): the
 * prize it pays and its chance in percent. The odds are the server's: the client shows them
 * before a spin and never draws the prize itself.
 */
export type WheelPrize = { amount: number; chance: number };

/**
 * CHOICE: GET luckyTurntable/detail and GET bigWheel/{period} (spec 7 "lucky turntable", "big
 * wheel day and month"; the spec shows no fields). `prizes` are the segments clockwise from the
 * pointer at 12 o'clock (chances sum to 100); `spinsLeft` the spins the player has now (0 for a
 * visitor); `countDown` the milliseconds until the spins are given again (São Paulo midnight for
 * the turntable and the day wheel, the first day of next month for the month wheel).
 */
export type LuckyWheel = {
  prizes: WheelPrize[];
  spinsLeft: number;
  countDown: number;
  currency: string;
};

/**
 * CHOICE: POST luckyTurntable/spin and POST bigWheel/{period}/spin (the spec names only the
 * reads; a spin is a money action with an Idempotency-Key). The server draws the prize and
 * credits it: `prizeIndex` into the wheel's `prizes`, the amount credited and the spins left
 * after this one. Refused with 3002 when no spin is left.
 */
export type WheelSpin = ClaimResult & { prizeIndex: number; spinsLeft: number };

/** CHOICE: payload of the red-packet and red-envelope claims (spec 7 "open (redNumber)"). */
export type RedNumberPayload = { redNumber: string };

/** CHOICE: GET redPacket/claimed answers whether the player already claimed the packet. */
export type RedPacketClaimed = boolean;

/**
 * CHOICE: GET redEnvelope/detail (the type 4 pop-up): the spec 3 red envelope plus the round's
 * `redNumber` (sent back by open) and, once this player opened it, the amount won (else null).
 * redEnvelopesStatus: 0 not started, 1 can open, 2 opened by this player, 3 ended; countDown
 * in milliseconds until the next change (the round opens, or the next round starts).
 */
export type RedEnvelopeDetail = RedEnvelope & {
  redNumber: string;
  amount: number | null;
  currency: string;
};

/**
 * CHOICE: GET redEnvelope/check answers true while the player can still open the current
 * envelope (spec 4: a claimable packet is checked against whether the player already took it).
 */
export type RedEnvelopeCheck = boolean;

/**
 * CHOICE: GET newRedPacket/detail (the type 39 pop-up). `status` and the spec 3
 * `redEnvelopesStatus` carry the same value: 0 waiting (opens when countDown ends), 1 can
 * receive (closes when countDown ends), 2 received (`receivedAmount` is set).
 */
export type NewRedPacketDetail = {
  id: number;
  activityId: number;
  redNumber: string;
  status: 0 | 1 | 2;
  minAmount: number;
  maxAmount: number;
  currency: string;
  /** Milliseconds until this packet closes (or opens, when waiting). */
  countDown: number;
  totalCount: number;
  remainingCount: number;
  /** Amount received, once status is 2. */
  receivedAmount: number | null;
};

export type NewRedPacket = NewRedPacketDetail & RedEnvelope;

/** CHOICE: one day of the seven-day sign-in: status 1 signed, 2 can sign today, 3 locked. */
export type SignDay = { day: number; reward: number; status: 1 | 2 | 3 };

/** CHOICE: GET sevenDaySign/detail, the daily sign-in of the type 21 pop-up. */
export type SevenDaySignDetail = {
  activityId: number;
  currency: string;
  /** Days signed in a row so far (0 to 7), today included once signed. */
  signedDays: number;
  todaySigned: boolean;
  days: SignDay[];
  /** Extra prize for the full week, opened at day 7. */
  chestReward: number;
  /**
   * CHOICE: whether this player already opened the week's chest (POST sevenDaySign chest, once,
   * after all seven days are signed); the pop-up shows the prize taken.
   */
  chestOpened: boolean;
};

/**
 * CHOICE: one of today's tasks, GET dayTask/list (activity type 36 "Tarefas diárias"): `progress`
 * of `target`, counted in steps (`unit` 'count') or BRL (`'money'`); `done` once the target is
 * reached; `reward` in `currency`. Spec 7 names no claim for a task: the rewards of the day are
 * taken with the activity's own claim (getActivityBonus/{id}).
 */
export type DayTask = {
  id: number;
  title: string;
  progress: number;
  target: number;
  unit: 'count' | 'money';
  done: boolean;
  reward: number;
  currency: string;
};

/**
 * CHOICE: one carnival task, GET carnival tasks (activity type 35): `progress` of `target` steps;
 * `points` are added to the carnival points once the target is reached.
 */
export type CarnivalTask = {
  id: number;
  title: string;
  progress: number;
  target: number;
  points: number;
};

/** CHOICE: one step of the carnival price list: `points` are worth `amount`. */
export type CarnivalPointsReward = { points: number; amount: number };

/**
 * CHOICE: GET carnival points: the player's balance, the price of the next reward and what points
 * buy (`rewards`, cheapest first, in `currency`). Spec 7 names no call that spends points, so the
 * app shows the list and does not exchange.
 */
export type CarnivalPoints = {
  points: number;
  nextRewardAt: number;
  currency: string;
  rewards: CarnivalPointsReward[];
};

/**
 * CHOICE: a treasure box of activity type 10 "Baú do tesouro". No call of spec 7 lists the boxes,
 * so the activity's own detail carries them (`ActivityDetail.treasureBoxes`): `serialNumber` for
 * collectTreasureBox/{serialNumber}; status 0 locked (the player needs `invitesNeeded` valid
 * invited friends: the activity's rules, "each valid invitee frees a box"), 1 can be collected, 2
 * collected by this player; `reward` in `currency`.
 */
export type TreasureBox = {
  serialNumber: string;
  status: 0 | 1 | 2;
  reward: number;
  currency: string;
  invitesNeeded: number;
};

/** CHOICE: first-pay limited-time activity by id (spec 3 first-pay sets `tl` in minutes). */
export type FirstPayActivity = { id: number; limitTimeFirstPaySets: FirstPayLimitSet[] };

/**
 * CHOICE (type 37 "Depósito acumulado"): GET totalPay/setList, one tier of the accumulated deposit
 * activity: `amount` BRL deposited in the activity's window earns `reward`.
 */
export type TotalPaySet = { amount: number; reward: number };

/**
 * CHOICE: GET totalPay/get, the player's accumulated deposit activity: `totalPay` deposited so
 * far (BRL), the tiers, `receivedAmounts` (the `amount` of every tier already received),
 * `receivable` (what the reached, not yet received tiers pay together) and `validEndTime` (epoch
 * ms; past it nothing can be received any more).
 */
export type TotalPayActivity = {
  totalPay: number;
  currency: string;
  tiers: TotalPaySet[];
  receivedAmounts: number[];
  receivable: number;
  validEndTime: number;
};

/**
 * CHOICE: POST totalPay/receive body: `amount` names the reached tier to receive (its
 * TotalPaySet.amount); without it every reached tier is received in one payment. Refused with
 * 3001 when that tier was already received, 3002 when it is not reached (or the window closed).
 */
export type TotalPayReceivePayload = { amount?: number };

/**
 * CHOICE (types 6 and 13): GET topUpPromotion/detail takes the top-up activity's id as `activityId`
 * (without it: the type 6 deposit bonus of /rechargeRule). `depositOrder` says which deposit earns
 * the bonus (2 for type 13 "Bônus no 2º depósito"; absent: every deposit).
 */
export type TopUpPromotionQuery = { activityId: number };

/**
 * CHOICE: GET newRedPacket/head, the summary of the current type 39 round (the detail's fields
 * the pop-up's header needs).
 */
export type NewRedPacketHead = Pick<
  NewRedPacketDetail,
  'redNumber' | 'status' | 'countDown' | 'remainingCount' | 'totalCount'
>;

/**
 * CHOICE: GET newRedPacket/list, the day's rounds of new red envelopes: `roundTime` São Paulo
 * 'HH:MM', the spec 3 red envelope status (0 waiting, 1 open, 2 received) and countDown (ms until
 * the round opens; until it closes while open).
 */
export type NewRedPacketRound = RedEnvelope & { roundTime: string };

/** CHOICE: GET redPacket/distribution, per round of the day: the money and packets it shares. */
export type RedPacketDistributionRound = {
  roundTime: string;
  totalAmount: number;
  packetCount: number;
  currency: string;
};

/**
 * CHOICE (spec 7 "activity props", spec 9 pageSize 999): one kind of item the player holds from
 * activities (free spins, deposit coupons, scratch tickets...): `count` held (0 = none left) and
 * `expireTime` (epoch ms).
 */
export type ActivityProp = { id: number; name: string; count: number; expireTime: number };
