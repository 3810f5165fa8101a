/*
 * Login, register, reset password and their SMS (spec 7), and the player they return.
 * Part of the API contract; import it through src/api/contract.ts.
 */

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
