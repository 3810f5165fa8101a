import type { Decorator } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { useLocation, useSearch } from 'wouter';
import { fail, route } from '../../../mocks/handlers/respond';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import type { EndpointDef } from '../../../src/api/contract';
import { useOverlays } from '../../../src/state/overlays';
import { setSession } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';

/**
 * Story helpers of the games stories (not a story file).
 *
 * - `withGamesFrame`: the screen in the app frame, with two visually hidden probes after it: the
 *   in-memory router's location ("Rota atual") and the overlays store's open pop-up ("Pop-up
 *   aberto"), both `<output>` elements a play function can read.
 * - `logInDemoPlayer`: `beforeEach` of a player's story (the demo player's seed token, which
 *   every fresh mock world accepts).
 * - `failingOnce(endpoint)`: the endpoint answers HTTP 500 the first time, then the mock world
 *   answers as usual (a retry recovers).
 * - `loadLazyImages`: see below.
 */
function Probes() {
  const [path] = useLocation();
  const search = useSearch();
  const { overlay } = useOverlays();
  return (
    <>
      <output className="visually-hidden" aria-label="Rota atual">
        {search ? `${path}?${search}` : path}
      </output>
      <output className="visually-hidden" aria-label="Pop-up aberto">
        {overlay ? JSON.stringify(overlay) : 'nenhum'}
      </output>
    </>
  );
}

export const withGamesFrame: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <Probes />
  </AppFrame>
);

export function logInDemoPlayer(): void {
  setSession(DEMO_ACCOUNT.info);
}

export function failingOnce(endpoint: EndpointDef): { handlers: HttpHandler[]; reset: () => void } {
  let calls = 0;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put';
  return {
    handlers: [
      http[method](route(endpoint), () => {
        calls += 1;
        // Later calls fall through to the mock world's own handler.
        return calls === 1 ? fail(500, 'Serviço indisponível', 500) : undefined;
      }),
    ],
    reset: () => {
      calls = 0;
    },
  };
}

const pendingLazy = (doc: Document) =>
  Array.from(doc.images).filter((img) => !img.complete && img.loading === 'lazy');

/**
 * The test runner's screenshot step waits for every `<img>` to complete, but Chromium never
 * starts a lazy picture far out of view, so a long list would wait forever. Call this at the end
 * of a play function: pending lazy pictures switch to eager and are waited for (local data: URIs
 * in the mock world). What the viewport shows does not change.
 */
export async function loadLazyImages(root: HTMLElement): Promise<void> {
  const doc = root.ownerDocument;
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(
      pendingLazy(doc).map(
        (img) =>
          new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
            img.loading = 'eager';
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
