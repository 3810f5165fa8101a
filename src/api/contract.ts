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
  participationStatus: number;
  iconImg: string;
  abbreviation: string;
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

export type RedPacketState = {
  claimable: boolean;
  /** Milliseconds until the next state change. */
  countdown: number;
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
