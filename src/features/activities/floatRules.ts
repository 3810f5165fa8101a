import type { FirstPayLimitSet, SocialLink } from '../../api/contract';
import type { FloatIconDay } from '../../state/preferences';

/** Spec 4 and 9: the floats are worked out again every 5 s ("floats refresh every 5 s"). */
export const FLOAT_REFRESH_MS = 5000;

const MINUTE = 60_000;

/** Spec 3: social links of type 3 are the floating ones; spec 5: only those with h5Show. */
export function floatingSocialLinks(links: readonly SocialLink[]): SocialLink[] {
  return links.filter((link) => link.type === 3 && link.h5Show);
}

/**
 * A social link's name and address as the server really sends them: a link saved in the back
 * office without an address arrives with `linkUrl: null`, which once threw here and emptied the
 * whole page.
 */
export type ServerSocialLink = Pick<SocialLink, 'name'> & { linkUrl: string | null | undefined };

/** Hosts of Telegram's own links (t.me/…, telegram.me/…, and the telegram.dog mirror). */
const TELEGRAM_HOSTS = ['t.me', 'telegram.me', 'telegram.org', 'telegram.dog'];

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Whether a social link is the Telegram one, which spec 2 (home item 12) floats on the left.
 * CHOICE: the social link entity (spec 3) has no "network" field, so the link's address decides
 * (a t.me, telegram.me, telegram.org or telegram.dog host, as the seed's `https://t.me/…`), and
 * failing that its name (the seed calls it "Telegram"). The logo URL is not used: it is an
 * arbitrary picture the back office uploads.
 */
export function isTelegramLink(link: ServerSocialLink): boolean {
  const host = hostOf(link.linkUrl?.trim() ?? '');
  if (TELEGRAM_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))) return true;
  return /telegram/i.test(link.name);
}

/** The key of a social link's per-day state (preferences `floatIcons`, floatIcons.ts). */
export function socialIconKey(linkId: number): string {
  return `social:${linkId}`;
}

/** A float icon's state today: its entry when it belongs to `today` (dd/mm/aaaa), else none. */
export function todayEntry(
  entry: Readonly<FloatIconDay> | undefined,
  today: string,
): Readonly<FloatIconDay> | undefined {
  return entry && entry.day === today ? entry : undefined;
}

/**
 * Spec 4, floating social icons: the icon shows a timer until `countDown` minutes have passed
 * since today's start; without a countDown (null, 0 or not a number) there is no timer. Returns
 * when the timer ends (epoch ms), or undefined when no timer shows at `at`.
 */
export function socialCountdownEndsAt(
  startedAt: number,
  countDown: number | null | undefined,
  at: number,
): number | undefined {
  if (typeof countDown !== 'number' || !(countDown > 0)) return undefined;
  const endsAt = startedAt + countDown * MINUTE;
  return endsAt > at ? endsAt : undefined;
}

/**
 * Spec 4: the first-deposit limited-time float (type 7) lasts until the registration time plus
 * the largest `tl` (minutes) of its limitTimeFirstPaySets. Null without a registration time
 * (the icon is removed at once); without any usable set the deadline is the registration time
 * itself, already past.
 */
export function firstPayDeadline(
  registerTime: number | null | undefined,
  sets: readonly FirstPayLimitSet[] | null | undefined,
): number | null {
  if (typeof registerTime !== 'number' || !(registerTime > 0)) return null;
  const limits = (sets ?? []).map((set) => set.tl).filter((tl) => Number.isFinite(tl) && tl > 0);
  return registerTime + Math.max(0, ...limits) * MINUTE;
}
