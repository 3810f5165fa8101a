import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getActivities } from '../../api/activity';
import { getFirstPayActivity, getNewRedPacketHead } from '../../api/activities';
import type { Activity, SocialLink } from '../../api/contract';
import { quietly } from '../../api/errors';
import { getMemberInfo } from '../../api/session';
import { getSocialMediaLinks } from '../../api/content';
import { useResource } from '../../api/useResource';
import { ACTIVITY_QUERY, activityTap } from './activityRules';
import { FIRST_DEPOSIT, NEW_RED_PACKET } from './activityTypes';
import { resolveServerLink, serverImage } from '../../lib/serverLink';
import { t } from '../../i18n/t';
import { now } from '../../lib/clock';
import { formatDate } from '../../lib/time';
import { dismissFloatIcon, floatIconStartedAt } from './floatIcons';
import { openOverlay } from '../../state/overlays';
import { usePreferences } from '../../state/preferences';
import { sessionState, setUserInfo, useSession } from '../../state/session';
import type { FloatItem } from './FloatingButtons/FloatingButtons';
import {
  FLOAT_REFRESH_MS,
  firstPayDeadline,
  floatingSocialLinks,
  isTelegramLink,
  socialCountdownEndsAt,
  socialIconKey,
  todayEntry,
} from './floatRules';
import { openServiceUrl, useServiceUrl } from '../service';
import '../../i18n/messages/floats';

/** A social link pointing at the app's own /service: the customer service (serviceLink.ts). */
const SERVICE_PATH = '/service';

/** The float icon is drawn about 52 px wide: asked of the image proxy at about 3x (spec 9). */
const ICON_PROXY_WIDTH = 160;

/** Background calls: a failure shows no toast, the float simply stays away (spec 8). */
const quiet = { silent: true };

/**
 * The floats' clock: `now()` (src/lib/clock) read again every 5 s (spec 4, 9) while the page is
 * visible. The interval stops while the page is hidden and on unmount; on becoming visible the
 * clock is read at once and the interval starts again. `refresh()` reads it now (a countdown
 * that just ended, a dismissed icon).
 */
export function useFloatClock(): [at: number, refresh: () => void] {
  const [at, setAt] = useState(now);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => setAt(now()), FLOAT_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      setAt(now());
      start();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  const refresh = useCallback(() => setAt(now()), []);
  return [at, refresh];
}

/** What a player's tap on a social float does, or null when it can do nothing. */
function socialTarget(
  link: SocialLink,
  serviceUrl: string | null,
  navigate: (to: string) => void,
): Pick<FloatItem, 'href' | 'onClick'> | null {
  // resolveServerLink also takes the `linkUrl: null` the server sends for a link saved without
  // an address, whose `.trim()` here once threw and emptied the whole page.
  const target = resolveServerLink(link.linkUrl);
  // The component checks the address again before it renders a link.
  if (target.kind === 'external') return { href: target.url };
  if (target.kind === 'none') return null;
  const { path } = target;
  if (path === SERVICE_PATH)
    return serviceUrl ? { onClick: () => openServiceUrl(serviceUrl) } : null;
  // Another path of the app ("/promotion"): an in-app action (never "//host" or "/\host").
  return { onClick: () => navigate(path) };
}

/** Spec 6: a visitor's tap on a floating social action opens the register pop-up instead. */
const askToRegister = () => {
  openOverlay('auth', { mode: 'register' });
  return false;
};

const activityLabel = (activity: Activity, fallback: string) =>
  activity.activityLang?.title?.trim() || activity.abbreviation?.trim() || fallback;

/**
 * The red packet's countdown (spec 4): the round's `countDown` ms, from when it arrived. Read
 * from the round's head (spec 7 "new red packet (detail, receive, head)"): the float needs only
 * the summary, the pop-up reads the whole detail.
 */
async function fetchRedPacketEnd(): Promise<number | null> {
  const head = await getNewRedPacketHead(undefined, quiet);
  return head.countDown > 0 ? now() + head.countDown : null;
}

export type Floats = {
  /** The right-side column, top to bottom: activity floats, then the social links. */
  items: FloatItem[];
  /** The floating Telegram button on the left (spec 2, home item 12). */
  telegram: FloatItem | null;
  onDismiss: (id: FloatItem['id']) => void;
  onCountdownEnd: (id: FloatItem['id']) => void;
  /**
   * Every source has answered (or failed): the links, the service address, and for a player the
   * activity list and the details its floats need. The column shows only then, all at once:
   * icons arriving one by one moved the ones already shown (a layout shift on every cold load).
   */
  ready: boolean;
};

/**
 * The floating icons' data (spec 2 home item 12; rules of spec 4, 5 and 6):
 *
 * - Social links of type 3 with h5Show (spec 3, 5). The Telegram one floats on the left
 *   (`isTelegramLink`), the others on the right. Each has a per-day state (floatIcons.ts):
 *   today's start is recorded the first time the icon is shown on a São Paulo day, and an icon
 *   with `countDown` minutes shows a timer until that many minutes have passed since; the × hides
 *   it for the rest of the day. A player's tap opens the checked external address (or the
 *   customer service, for a `/service` link); a visitor's opens the register pop-up (spec 6).
 * - For logged-in players only (spec 6), the activity floats: type 39 (new red packet) with its
 *   countdown, fetched again when it ends, opening the red-packet pop-up; type 7 (first-deposit
 *   limited time) until the registration time plus the largest `tl` of its limitTimeFirstPaySets
 *   (removed at once without a registration time), opening /activityDetail/7?id={id}.
 *
 * CHOICE "floats refresh every 5 s" (spec 4, 9): every 5 s the rules are applied again to the
 * clock (a passed deadline or a new day shows at once), on the data already fetched; the data
 * itself comes from the calls the home shares (social links with the footer, the activity list
 * with the icon row) and the red packet is fetched again when its countdown ends.
 */
export function useFloats(navigate: (to: string) => void): Floats {
  const session = useSession();
  const loggedIn = session.token !== '';
  const [at, refresh] = useFloatClock();
  const today = formatDate(at);
  const { floatIcons } = usePreferences();
  const serviceUrl = useServiceUrl();

  const links = useResource(getSocialMediaLinks, undefined);
  const activityList = useResource(getActivities, loggedIn ? ACTIVITY_QUERY : null);
  // Spec 6: the visitor's list (loginShow only, the home's icon row) is cached under the same
  // key as a player's. A session that starts or changes while the floats are up asks for the
  // list again: SWR's dedupe window could otherwise hand the new player the visitor's answer.
  const { mutate } = useSWRConfig();
  const listedFor = useRef(session.token);
  useEffect(() => {
    if (listedFor.current === session.token) return;
    listedFor.current = session.token;
    if (session.token) void mutate(getActivities.key(ACTIVITY_QUERY));
  }, [session.token, mutate]);
  const activities = loggedIn ? (activityList.data ?? []) : [];
  // Spec 4: the activities with a floating icon, the new red packet and the first deposit.
  const redPacket = activities.find((a) => a.type === NEW_RED_PACKET.type);
  const firstPay = activities.find((a) => a.type === FIRST_DEPOSIT.type);

  const packetEnd = useSWR(
    redPacket ? [getNewRedPacketHead.key(), 'float', session.token] : null,
    fetchRedPacketEnd,
  );
  const firstPayArgs = firstPay ? { id: firstPay.id } : null;
  const firstPayDetail = useSWR(firstPayArgs && getFirstPayActivity.key(firstPayArgs), () =>
    getFirstPayActivity(firstPayArgs!, quiet),
  );

  // Spec 4: the type 7 deadline counts from the registration time. After a reload the session
  // holds only the token; the user info (with registerTime) is asked for when type 7 is listed.
  const needsUser = loggedIn && session.user === null && firstPay !== undefined;
  useEffect(() => {
    if (!needsUser) return;
    const token = sessionState.token;
    void quietly(getMemberInfo(undefined, quiet)).then((info) => {
      if (info && sessionState.token === token && !sessionState.user) setUserInfo(info);
    });
  }, [needsUser]);

  const socials = floatingSocialLinks(links.data ?? []);
  // Today's start of each social icon is recorded once per São Paulo day (spec 4).
  const socialKeys = socials.map((link) => socialIconKey(link.id)).join(' ');
  useEffect(() => {
    if (socialKeys) for (const key of socialKeys.split(' ')) floatIconStartedAt(key);
  }, [socialKeys, today]);

  const socialItem = (link: SocialLink): FloatItem | null => {
    const key = socialIconKey(link.id);
    const day = todayEntry(floatIcons[key], today);
    // Not recorded yet today (the effect above does it) or closed for the day.
    if (!day || day.dismissed) return null;
    const target = socialTarget(link, serviceUrl ?? null, navigate);
    if (!target) return null;
    const name = (typeof link.name === 'string' ? link.name.trim() : '') || t('floats.social');
    const countdownEndsAt = socialCountdownEndsAt(day.startedAt, link.countDown, at);
    return {
      id: key,
      icon: link.logo,
      label: name,
      // A visitor's icon is a button: no "opens in a new tab" for what opens the pop-up.
      ...(loggedIn ? target : { onClick: askToRegister }),
      ...(countdownEndsAt !== undefined ? { countdownEndsAt } : {}),
      dismissible: true,
    };
  };

  const telegramLink = socials.find(isTelegramLink);
  const telegram = telegramLink ? socialItem(telegramLink) : null;
  const right = socials.filter((link) => link !== telegramLink).map(socialItem);

  const activityItems: (FloatItem | null)[] = [];
  // Shown once its detail has answered (or failed), so the timer does not pop in later.
  if (redPacket && (packetEnd.data !== undefined || packetEnd.error !== undefined)) {
    const endsAt = packetEnd.data ?? undefined;
    activityItems.push({
      // A new countdown is a new icon: the component forgets a timer once it ended.
      id: `activity:${redPacket.id}:${endsAt ?? 0}`,
      label: activityLabel(redPacket, t('floats.redPacket')),
      icon: serverImage(redPacket.iconImg, ICON_PROXY_WIDTH),
      onClick: () => openOverlay('newRedPacket', { activityId: redPacket.id }),
      ...(endsAt !== undefined && endsAt > at ? { countdownEndsAt: endsAt } : {}),
    });
  }
  if (firstPay && firstPayDetail.data && session.user) {
    const deadline = firstPayDeadline(
      session.user.registerTime,
      firstPayDetail.data.limitTimeFirstPaySets,
    );
    if (deadline !== null && deadline > at) {
      const tap = activityTap(firstPay);
      activityItems.push({
        id: `activity:${firstPay.id}`,
        label: activityLabel(firstPay, t('floats.firstDeposit')),
        icon: serverImage(firstPay.iconImg, ICON_PROXY_WIDTH),
        onClick: () => {
          if (tap.kind === 'navigate') navigate(tap.to);
        },
        countdownEndsAt: deadline,
      });
    }
  }

  const settled = (read: { data?: unknown; error?: unknown }) =>
    read.data !== undefined || read.error !== undefined;
  const ready =
    links.status !== 'loading' &&
    serviceUrl !== undefined &&
    // Today's start of each social icon is recorded (the effect above): until then none shows.
    socials.every((link) => todayEntry(floatIcons[socialIconKey(link.id)], today) !== undefined) &&
    (!loggedIn ||
      (activityList.status !== 'loading' &&
        (!redPacket || settled(packetEnd)) &&
        (!firstPay || (settled(firstPayDetail) && session.user !== null))));

  const refetchPacket = packetEnd.mutate;
  return {
    ready,
    telegram,
    items: [...activityItems, ...right].filter((item): item is FloatItem => item !== null),
    onDismiss: (id) => dismissFloatIcon(String(id)),
    onCountdownEnd: (id) => {
      if (String(id).startsWith(`activity:${redPacket?.id}:`)) void refetchPacket();
      refresh();
    },
  };
}
