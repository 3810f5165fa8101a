/** A referral read from a /u/{code} (user invite) or /c/{code} (channel) path. */
export type ReferralPath = { kind: 'u' | 'c'; code: string };

/** Spec 5: a letter-or-digit code (ASCII) after /u/ or /c/, with at most one trailing slash. */
const REFERRAL_PATH = /^\/([uc])\/([A-Za-z0-9]+)\/?$/;

/**
 * CHOICE: the longest referral or channel code kept. The code is sent as a header on every call
 * (`invite-code`, `channel-id`, spec 7): an unbounded one (a 100,000-character link) made a back
 * end answer 431 to every call, login included, until storage was cleared.
 */
export const REFERRAL_CODE_MAX_LENGTH = 32;

/**
 * Whether a stored or linked code may be kept: ASCII letters and digits, 1 to 32 of them; a
 * channel (/c/) code digits only (spec 5). Also re-checks what storage holds at boot.
 */
export function isReferralCode(code: unknown, kind: ReferralPath['kind']): code is string {
  if (typeof code !== 'string' || code.length > REFERRAL_CODE_MAX_LENGTH) return false;
  return kind === 'c' ? /^\d+$/.test(code) : /^[A-Za-z0-9]+$/.test(code);
}

/**
 * Reads a referral code from a path (spec 2 and 5): '/u/ABC123' -> { kind: 'u', code: 'ABC123' },
 * '/c/123' -> { kind: 'c', code: '123' }. A /c/ code is kept only if it is all digits
 * ('/c/AB1' -> null), and a code longer than 32 characters is ignored. Anything else is null: an empty code ('/u/'), other characters
 * ('/u/ab-c'), extra segments ('/u/a/b'), upper-case 'U' or 'C' (paths are case-sensitive).
 *
 * A query string or hash is ignored and one trailing slash is allowed, because share links get
 * tracking parameters appended ('/u/ABC123/?utm_source=whatsapp' -> ABC123).
 */
export function parseReferralPath(path: string): ReferralPath | null {
  if (typeof path !== 'string') return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const match = REFERRAL_PATH.exec(pathname);
  if (!match) return null;
  const kind = match[1] === 'u' ? 'u' : 'c';
  const code = match[2] ?? '';
  if (!isReferralCode(code, kind)) return null;
  return { kind, code };
}

/** CHOICE: a PWA short code (spec 3, sent as `pwa-short-code`): 1 to 64 of A-Z a-z 0-9 _ -. */
export function isPwaShortCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(code);
}
