/**
 * Story helper (not a story file): the test runner's screenshot step waits for every `<img>` to
 * be complete, but Chromium never starts a lazy image far below the fold, so a long page of game
 * tiles would wait forever. Call this at the end of a play function: it switches the pending
 * lazy images to eager and waits until each has loaded or failed. The screenshot (the viewport)
 * is unchanged; only pictures out of sight are fetched (local data: URIs in the mock world).
 */
export async function loadLazyImages(root: HTMLElement): Promise<void> {
  const pending = Array.from(root.ownerDocument.images).filter(
    (img) => !img.complete && img.loading === 'lazy',
  );
  await Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
          img.loading = 'eager';
        }),
    ),
  );
}
