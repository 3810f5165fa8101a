type Scheduler = { yield?: () => Promise<void> };

/**
 * A point where a long piece of work lets the browser run what is waiting (input, a frame) before
 * it goes on: `scheduler.yield()` (Chromium 129+; the continuation runs ahead of other queued
 * tasks). Undefined where the browser has none (Safari, Firefox, Node): the caller goes on at
 * once, exactly as without it.
 */
export function yieldToMain(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}
