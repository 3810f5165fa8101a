const pendingLazy = (doc: Document) =>
  Array.from(doc.images).filter((img) => !img.complete && img.loading === 'lazy');

const settle = (img: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
    img.loading = 'eager';
  });

/**
 * Story helper (not a story file): the test runner's screenshot step waits for every `<img>` to
 * be complete, but Chromium never starts a lazy image far out of view (below the fold, or off
 * to the side in a carousel track), so a long page of game tiles would wait forever. Call this
 * at the end of a play function: it switches pending lazy images to eager and waits until each
 * has loaded or failed, and looks again a little later for pictures mounted after first paint
 * (the banner carousel's slides). The screenshot (the viewport) is unchanged; only pictures out
 * of sight are fetched (local data: URIs in the mock world).
 */
export async function loadLazyImages(root: HTMLElement): Promise<void> {
  const doc = root.ownerDocument;
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(pendingLazy(doc).map(settle));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await Promise.all(pendingLazy(doc).map(settle));
}
