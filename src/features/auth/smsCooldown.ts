/**
 * CHOICE: a new SMS code may be asked for 60 s after the last one was sent (the backend refuses
 * earlier requests with the seconds left; mocks/world/accounts.ts SMS_COOLDOWN_MS).
 */
export const SMS_COOLDOWN_MS = 60_000;

/**
 * Whole seconds until a new code may be asked for, counted from when the last one was sent
 * (`sentAt`, epoch ms) to `at`: 60 right after sending, 1 in the last second, 0 when allowed.
 * Rounded up, so the button never says 0 while it is still disabled. A clock that went back
 * (at < sentAt) still never shows more than the full cooldown; no send yet means 0.
 */
export function cooldownSecondsLeft(sentAt: number | undefined, at: number): number {
  if (sentAt === undefined || !Number.isFinite(sentAt) || !Number.isFinite(at)) return 0;
  const left = sentAt + SMS_COOLDOWN_MS - at;
  if (left <= 0) return 0;
  return Math.min(SMS_COOLDOWN_MS / 1000, Math.ceil(left / 1000));
}

/** Milliseconds until the shown number of seconds changes (always in 1..1000). */
export function msUntilNextSecond(sentAt: number, at: number): number {
  const left = sentAt + SMS_COOLDOWN_MS - at;
  const rest = left % 1000;
  return rest > 0 ? rest : 1000;
}
