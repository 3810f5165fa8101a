import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it("waits for the browser's scheduler where there is one", async () => {
    const pause = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: pause });
    await yieldToMain();
    expect(pause).toHaveBeenCalledOnce();
  });

  it('hands back nothing to wait for without one, so the caller goes on in the same task', () => {
    vi.stubGlobal('scheduler', undefined);
    expect(yieldToMain()).toBeUndefined();
    vi.stubGlobal('scheduler', {});
    expect(yieldToMain()).toBeUndefined();
  });
});
