/**
 * Copies `text` for the player: the Clipboard API where the browser offers it (a secure context
 * and the page focused); otherwise, or when it refuses, the element showing the text is selected
 * so the player can still copy it from the phone's own menu. Used by the Pix code, the player
 * number and the invite link. Never throws.
 */
export async function copyText(
  text: string,
  shown: HTMLElement | null,
): Promise<'copied' | 'selected'> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, page not focused): the selection below.
  }
  if (shown) {
    const selection = shown.ownerDocument.getSelection();
    const range = shown.ownerDocument.createRange();
    range.selectNodeContents(shown);
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  return 'selected';
}
