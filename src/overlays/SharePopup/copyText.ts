/**
 * Copies text to the clipboard: the async Clipboard API where the browser allows it, else the
 * old `execCommand('copy')` on a hidden text area (older WebViews, pages without clipboard
 * permission). Resolves whether it worked; never rejects. Focus goes back where it was, so a
 * keyboard user stays on the copy button.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable (no user activation, insecure page): try the old way.
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const previous = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off screen but selectable; readonly keeps phone keyboards from popping up.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous instanceof HTMLElement) previous.focus({ preventScroll: true });
  }
}
