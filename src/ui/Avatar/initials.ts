/** How many colour tones an initials avatar can take (see Avatar.css.ts). */
export const AVATAR_TONES = 5;

const WORD_SEPARATORS = /[\s._@-]+/u;
const FIRST_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Up to two initials from a display name: first and last word ("Ana Paula Souza" -> "AS"),
 * accents kept ("Érica" -> "É"), nicknames split on dots, underscores and dashes
 * ("joao_silva" -> "JS"). Empty when the name has no letter or digit at all.
 */
export function avatarInitials(name: string): string {
  const words = name
    .split(WORD_SEPARATORS)
    .map((word) => FIRST_LETTER_OR_DIGIT.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first}${last ?? ''}`.toLocaleUpperCase('pt-BR');
}

/**
 * A stable tone index for a name (FNV-1a over its code points), so the same player always gets
 * the same colour on every device and render.
 */
export function avatarTone(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase('pt-BR')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % AVATAR_TONES;
}
