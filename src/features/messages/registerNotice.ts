import { useEffect } from 'react';
import useSWR from 'swr';
import type { MessageTemplate, RegisterGiveDetail } from '../../api/contract';
import { quietly } from '../../api/errors';
import { getRegisterSuccessNotice } from '../../api/messages';
import { getMemberInfo } from '../../api/session';
import { getRegisterGiveDetail } from '../../api/system';
import { fetchForCurrentSession } from '../../api/useResource';
import { formatCurrency } from '../../lib/money';
import { sessionState, setUserInfo, useSession } from '../../state/session';

/** Spec 9 "Register-gift display defaults 10 and 3": the gift's amount when the server has none. */
export const REGISTER_GIFT_DEFAULT_AMOUNT = 10;

const quiet = { silent: true } as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? '');

/** What the app puts into the template's `{placeholders}`. */
export type RegisterNoticeValues = { nickName: string; amount: string };

/**
 * The register-success notice (messageTemplate register_success_notice, spec 7) with its
 * `{nickName}` and `{amount}` filled in by the app (mocks/data/content.ts). The body is server
 * HTML shown through SafeHtml, so the values go into it HTML-escaped: a nickname is the player's
 * own text and must read as text ("<b>Zé</b>" stays those characters), never become markup.
 * The title is shown as text, so it takes the values as they are. Placeholders the app does not
 * know are left as written.
 */
export function fillRegisterNotice(
  template: MessageTemplate,
  values: RegisterNoticeValues,
): MessageTemplate {
  const fill = (text: string, escape: (value: string) => string) =>
    text.replace(/\{(nickName|amount)\}/g, (_match, name: keyof RegisterNoticeValues) =>
      escape(values[name]),
    );
  return {
    title: fill(template.title, (value) => value),
    content: fill(template.content, escapeHtml),
  };
}

const isTemplate = (data: unknown): data is MessageTemplate =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as MessageTemplate).title === 'string' &&
  typeof (data as MessageTemplate).content === 'string' &&
  (data as MessageTemplate).title.trim() !== '';

/** The register gift's amount (activityRegisterGive detail), else spec 9's default. */
export function registerGiftAmount(detail: RegisterGiveDetail | undefined): number {
  const amount = detail?.giveAmount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0
    ? amount
    : REGISTER_GIFT_DEFAULT_AMOUNT;
}

/**
 * The register-success notice for the logged-in player, filled in, or null when there is none to
 * show. CHOICE: it belongs at the top of the player's messages (/notice) for as long as the
 * account is new, that is until the first deposit (spec 3 user info `firstCharge`): it greets the
 * player and offers the first-deposit bonus, which means nothing once that deposit is made. It
 * is a template, not a member message: it has no read state and never lights the red dot.
 *
 * `{nickName}` is the player's nickname; `{amount}` the register gift's amount in reais
 * (activityRegisterGive detail, spec 9 default 10). After a reload the session holds only the
 * token, so the user info is asked for once (member v2/info). Everything is read quietly: if a
 * call fails the notice is simply not shown.
 */
export function useRegisterNotice(): MessageTemplate | null {
  const { token, user } = useSession();
  const needsUser = token !== '' && user === null;
  useEffect(() => {
    if (!needsUser) return;
    const asked = sessionState.token;
    void quietly(getMemberInfo(undefined, quiet)).then((info) => {
      if (info && sessionState.token === asked && !sessionState.user) setUserInfo(info);
    });
  }, [needsUser]);

  const shown = token !== '' && user?.firstCharge === false;
  const template = useSWR(
    shown ? getRegisterSuccessNotice.key() : null,
    () => fetchForCurrentSession(() => getRegisterSuccessNotice(undefined, quiet)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const gift = useSWR(
    shown ? getRegisterGiveDetail.key() : null,
    () => fetchForCurrentSession(() => getRegisterGiveDetail(undefined, quiet)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  // The gift's answer (or its failure) is waited for, so the amount never changes under the eye.
  const giftSettled = gift.data !== undefined || gift.error !== undefined;
  if (!shown || !user || !isTemplate(template.data) || !giftSettled) return null;
  return fillRegisterNotice(template.data, {
    nickName: user.nickName,
    amount: formatCurrency(registerGiftAmount(gift.data), 'R$', 2),
  });
}
