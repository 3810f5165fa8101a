import { isApiError } from '../../api/errors';
import { t } from '../../i18n/t';

/**
 * CHOICE: the business codes of a refused profile edit, as the contract's error table fixes them
 * (mocks/world/README.md "Business codes"): 1015 the nickname, 1016 a picture not on offer.
 */
export const ProfileRefusal = { invalidNickname: 1015, invalidAvatar: 1016 } as const;

/**
 * Spec 8: codes the http client already acted on whatever the caller asked (the session ended,
 * 6105/6106/6109/6121, or maintenance, 6102): the page adds nothing of its own.
 */
const HANDLED_BY_CLIENT = new Set([6105, 6106, 6109, 6121, 6102]);

/** Where the page tells the player why the save failed. */
export type ProfileFailure =
  { on: 'nickname' | 'avatar' | 'toast'; text: string; danger: boolean } | { on: 'none' };

/**
 * Why updateMember failed, placed where the player looks: under the nickname or the pictures
 * (the server's words), otherwise a toast (spec 8: the server message; a timeout or lost
 * connection in our own pt-BR words, since the client shows nothing for those), or nothing when
 * the client already acted (a session end, maintenance) or the answer belongs to a session that
 * is gone.
 */
export function profileFailure(error: unknown): ProfileFailure {
  if (!isApiError(error)) return { on: 'toast', text: t('api.error.generic'), danger: true };
  if (error.kind === 'stale' || error.kind === 'aborted') return { on: 'none' };
  if (error.code !== undefined && HANDLED_BY_CLIENT.has(error.code)) return { on: 'none' };
  if (error.code === ProfileRefusal.invalidNickname) {
    return { on: 'nickname', text: error.message, danger: true };
  }
  if (error.code === ProfileRefusal.invalidAvatar) {
    return { on: 'avatar', text: error.message, danger: true };
  }
  return { on: 'toast', text: error.message, danger: error.kind !== 'business' };
}
