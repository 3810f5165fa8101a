/**
 * The API contract: the shapes the operator's casino API sends and receives, as the app and the
 * mock backend (mocks/) both implement them. Spec section 3 gives the entity fields; where the
 * spec says a shape is "not shown", the shape here is our documented choice (marked CHOICE).
 */

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
  linkUrl: string;
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
   * CHOICE (issue 12, /promotion): the activity list answer is also the promotions list, so each
   * entry carries spec 3 "Promotion valid 1 or 0" (1 running, 0 ended: the period is over) and
   * its period (epoch ms, the same window as getActivityDetail's). Optional: a server that
   * leaves them out shows every entry as running and without a period.
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
 * `pageSize` is the default page size of a paged list (spec 9; otherwise 10).
 */
export type EndpointDef = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly choice?: boolean;
  readonly encrypted?: boolean;
  readonly money?: boolean;
  readonly paged?: boolean;
  readonly pageSize?: number;
};

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
 * CHOICE (issue 12): a row of the spec 7 "promote record list" (GET promote/record/list, paged,
 * newest first): a reward the player earned by promoting the platform, i.e. a friend they
 * invited made a first deposit. `userNo` is the friend's, masked by the server (spec 5);
 * `amount` in `currency`; `createTime` epoch ms; `status` a spec 3 reward state (RewardStatus).
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

/** Spec 3 pixel config. */
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
 * - `expireTime`: epoch ms after which the code, address or page no longer takes the payment.
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
};

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

/** CHOICE: install info for the PWA banner. */
export type PwaInfo = { name: string; shortName: string; iconUrl: string; shortCode: string };

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
 * header badge counts those (spec 4 reminder rule, src/state/activity.ts).
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
export type RankingKind = 'bet' | 'invite';
export type RankingPeriod = 'day' | 'week';
export type BigWheelPeriod = 'day' | 'month';

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
};

/** CHOICE: first-pay limited-time activity by id (spec 3 first-pay sets `tl` in minutes). */
export type FirstPayActivity = { id: number; limitTimeFirstPaySets: FirstPayLimitSet[] };
