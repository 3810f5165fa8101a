import { t } from '../../i18n/t';
import '../../i18n/messages/person';

/**
 * CHOICE (spec 5 leaves the field rules open; the mock world's updateMember refuses anything
 * outside 2 to 16 characters with code 1015): a nickname is 2 to 16 characters, counted as code
 * points like every max length (spec 5), after `normalizeNickname`.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

/**
 * CHOICE: letters of any script with their accents (Brazilian names: "Conceição", "Zé"), digits,
 * and space, dot, hyphen and underscore between them. No emoji, symbols or invisible characters:
 * the nickname is shown to other players (rankings, big wins), where look-alike or hidden
 * characters could impersonate someone.
 */
const ALLOWED = /^[\p{L}\p{M}\p{N} ._-]$/u;
const INVISIBLE = /^[\p{C}\p{Z}]$/u;
const LETTER = /\p{L}/u;

/**
 * The nickname as it is checked and sent: composed (NFC, so "ã" typed as a + combining tilde is
 * one character, as the server counts it), every kind of space a plain one (a pasted no-break
 * space looks like one), trimmed, inner runs of spaces made one.
 */
export function normalizeNickname(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\p{Zs}/gu, ' ')
    .trim()
    .replace(/ {2,}/g, ' ');
}

/**
 * What the field keeps of what is typed or pasted, before its length limit cuts it: spaces that
 * saving would drop (leading ones, runs of more than one, any kind of space made a plain one)
 * never use up characters of the limit. One trailing space stays, so the next word can follow.
 */
export function cleanNicknameInput(raw: string): string {
  return raw
    .replace(/\p{Zs}/gu, ' ')
    .replace(/^ +/, '')
    .replace(/ {2,}/g, ' ');
}

/**
 * Why `raw` cannot be saved as a nickname, in pt-BR, or null when it can. Checks run in the
 * order a player fixes them: something typed, the characters (naming the one refused), the
 * length, and at least one letter (a nickname of digits alone would look like a player number).
 */
export function nicknameError(raw: string): string | null {
  const name = normalizeNickname(raw);
  if (name === '') return t('person.edit.nickname.required');
  const chars = [...name];
  const refused = chars.find((char) => !ALLOWED.test(char));
  if (refused !== undefined) {
    return INVISIBLE.test(refused)
      ? t('person.edit.nickname.invisible')
      : t('person.edit.nickname.character', { char: refused });
  }
  if (chars.length < NICKNAME_MIN) {
    return t('person.edit.nickname.tooShort', { min: NICKNAME_MIN });
  }
  if (chars.length > NICKNAME_MAX) {
    return t('person.edit.nickname.tooLong', { max: NICKNAME_MAX });
  }
  if (!LETTER.test(name)) return t('person.edit.nickname.needsLetter');
  return null;
}
