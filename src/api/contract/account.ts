/*
 * The player's account calls (spec 7): password, profile, phone, invited friends.
 * Part of the API contract; import it through src/api/contract.ts.
 */

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
