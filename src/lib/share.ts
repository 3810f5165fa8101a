/**
 * Invite links for the share pop-up (spec 7 "Sharing": external pages with the promo domain and
 * an invite text; targets twitter, telegram, facebook, instagram, whatsapp, sms).
 */

/** The share targets of spec 7, in the order the pop-up shows them. */
export const SHARE_TARGETS = [
  'whatsapp',
  'telegram',
  'facebook',
  'twitter',
  'instagram',
  'sms',
] as const;

export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Spec 3 app type code of the desktop app (contract.ts `AppType.desktop`). */
const DESKTOP_APP_TYPE = '5';

/**
 * The player's invite link: the promo domain (user info `platformPromoDomain`) with the
 * referral path `/u/{inviteCode}` that spec 2 reads back. A domain without a scheme gets
 * `https://`; one trailing slash or path on the domain is dropped (only its origin counts).
 * Returns '' when the domain is not an http(s) host or the code is not letters and digits
 * (spec 5 referral rule), so the pop-up never offers a broken or hostile link.
 *
 * @example promoLink('https://vitrine.example/', 'VTR7K2') // 'https://vitrine.example/u/VTR7K2'
 */
export function promoLink(domain: string, inviteCode: string): string {
  if (typeof domain !== 'string' || typeof inviteCode !== 'string') return '';
  const code = inviteCode.trim();
  if (!/^[A-Za-z0-9]+$/.test(code)) return '';
  const host = domain.trim();
  if (host === '' || /\s/.test(host)) return '';
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(host) ? host : `https://${host}`);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.hostname === '' || url.username !== '' || url.password !== '') return '';
  return `${url.origin}/u/${code}`;
}

/**
 * The targets offered on a device. Spec 5: the SMS option is removed for platform type 5
 * (desktop), where there is no messaging app to hand the text to.
 */
export function shareTargetsFor(appType: string): ShareTarget[] {
  return SHARE_TARGETS.filter((target) => target !== 'sms' || appType !== DESKTOP_APP_TYPE);
}

export type ShareLink = { target: ShareTarget; href: string };

/**
 * The link each target opens, with the invite `text` and `url` URL-encoded
 * (`encodeURIComponent`, so `&`, `#`, `+` and accents survive). Targets that take one message
 * (WhatsApp, SMS) get the text followed by the link.
 *
 * - Instagram has no web share address: its entry opens instagram.com, and the pop-up copies
 *   the link first so the player can paste it there (CHOICE).
 * - SMS uses `sms:?&body=`, which both Android and iOS messaging apps read.
 */
export function buildShareLinks({
  url,
  text,
  appType,
}: {
  url: string;
  text: string;
  appType: string;
}): ShareLink[] {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(text);
  const both = encodeURIComponent(`${text} ${url}`);
  const hrefs: Record<ShareTarget, string> = {
    whatsapp: `https://wa.me/?text=${both}`,
    telegram: `https://t.me/share/url?url=${u}&text=${message}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?text=${message}&url=${u}`,
    instagram: 'https://www.instagram.com/',
    sms: `sms:?&body=${both}`,
  };
  return shareTargetsFor(appType).map((target) => ({ target, href: hrefs[target] }));
}
