import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyOrSelect';

function shown(text: string) {
  const span = document.createElement('span');
  span.textContent = text;
  document.body.append(span);
  return span;
}

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  setClipboard(undefined);
  document.getSelection()?.removeAllRanges();
  document.body.replaceChildren();
});

describe('copyText (the player number)', () => {
  it('copies through the Clipboard API when the browser offers it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await expect(copyText('55328714', shown('55328714'))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('55328714');
    expect(document.getSelection()?.toString()).toBe('');
  });

  it('selects the number for the phone menu when there is no Clipboard API', async () => {
    setClipboard(undefined);
    await expect(copyText('55328714', shown('55328714'))).resolves.toBe('selected');
    expect(document.getSelection()?.toString()).toBe('55328714');
  });

  it('selects the number when the browser refuses to write', async () => {
    setClipboard({
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    await expect(copyText('55410027', shown('55410027'))).resolves.toBe('selected');
    expect(document.getSelection()?.toString()).toBe('55410027');
  });

  it('never throws, even with nothing to select', async () => {
    setClipboard(undefined);
    await expect(copyText('55328714', null)).resolves.toBe('selected');
  });
});
