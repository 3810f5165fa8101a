import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyOrSelect';

function shown(text: string) {
  const p = document.createElement('p');
  p.textContent = text;
  document.body.append(p);
  return p;
}

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  setClipboard(undefined);
  document.body.replaceChildren();
});

describe('copyText', () => {
  it('copies through the Clipboard API when the browser offers it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await expect(copyText('000201abc', shown('000201abc'))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('000201abc');
  });

  it('selects the code when the API is missing', async () => {
    setClipboard(undefined);
    await expect(copyText('000201abc', shown('000201abc'))).resolves.toBe('selected');
    expect(document.getSelection()?.toString()).toBe('000201abc');
  });

  it('selects the code when the browser refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    await expect(copyText('000201xyz', shown('000201xyz'))).resolves.toBe('selected');
    expect(document.getSelection()?.toString()).toBe('000201xyz');
  });
});
