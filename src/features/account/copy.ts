/**
 * Copies `text` for the player: the Clipboard API where the browser offers it (a secure context,
 * the page focused, permission granted); otherwise, or when it refuses, the element showing the
 * text is selected, so the phone's own copy menu is one tap away. Never throws.
 *
 * CHOICE: a copy of features/deposit's helper rather than an import, since a feature reaches
 * another only through its index (eslint.config.js) and deposit's index would bring its cards
 * into this chunk.
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
    const doc = shown.ownerDocument;
    const range = doc.createRange();
    range.selectNodeContents(shown);
    const selection = doc.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  return 'selected';
}
