/** A referral read from a /u/{code} (user invite) or /c/{code} (channel) path. */
export type ReferralPath = { kind: 'u' | 'c'; code: string };

/** Spec 5: a letter-or-digit code (ASCII) after /u/ or /c/, with at most one trailing slash. */
const REFERRAL_PATH = /^\/([uc])\/([A-Za-z0-9]+)\/?$/;

/**
 * Reads a referral code from a path (spec 2 and 5): '/u/ABC123' -> { kind: 'u', code: 'ABC123' },
 * '/c/123' -> { kind: 'c', code: '123' }. A /c/ code is kept only if it is all digits
 * ('/c/AB1' -> null). Anything else is null: an empty code ('/u/'), other characters
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
  if (kind === 'c' && !/^\d+$/.test(code)) return null;
  return { kind, code };
}
