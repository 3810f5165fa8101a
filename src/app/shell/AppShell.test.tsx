import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SOCIAL_LINKS } from '../../../mocks/data/content';
import { ok, on } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { endpoints } from '../../api/allEndpoints';
import type { SocialLink } from '../../api/contract';
import { AppShell } from './AppShell';
import type * as ShellFooterModule from './ShellFooter';

/**
 * The floats come through two lazy imports (ShellDeferred, then ShellFloats) that vitest
 * compiles on first use, next to the shell's other deferred pieces (consent, install banner,
 * worker notices): on a loaded 2-core machine that took over the default 1 s wait.
 */
const LAZY_PIECES = { timeout: 5000 };

// Compiling those pieces the first time is the test runner's work, not the shell's: done here,
// under the hook's own time limit, it no longer counts against a test's 5 s (a machine at load 16
// saw the first test time out while the floats were still being compiled).
beforeAll(async () => {
  await Promise.all([
    import('./ShellDeferred'),
    import('./ShellFloats'),
    import('./ShellMenu'),
    import('../layout/ScrollToTop/ScrollToTop'),
    import('../../features/consent/ConsentHost'),
    import('../../features/activities/redPacket/RedPacketFollower'),
    import('../../features/pwa/WorkerNotices/WorkerPieces'),
    import('../../overlays/InstallBanner/InstallBanner'),
  ]);
}, 60_000);

// A switch for the footer's code: the real footer, or one that throws while rendering.
const fault = vi.hoisted(() => ({ footerThrows: false }));
vi.mock('./ShellFooter', async (importOriginal) => {
  const real = await importOriginal<typeof ShellFooterModule>();
  return {
    ShellFooter() {
      if (fault.footerThrows) throw new Error('footer broke while rendering');
      return <real.ShellFooter />;
    },
  };
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  fault.footerThrows = false;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The shell on the home page, framing a stand-in for the home screen. */
function mountHome() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <AppShell>
          <h1>Conteúdo da página</h1>
        </AppShell>
      </Router>
    </SWRConfig>,
  );
}

/** A link the back office saved without an address: the server sends `linkUrl: null`. */
const withoutAddress = (id: number, type: 1 | 3) =>
  ({
    id,
    name: `Sem endereço ${id}`,
    type,
    h5Show: true,
    linkUrl: null,
    logo: '',
    countDown: null,
  }) as unknown as SocialLink;

describe('the shell keeps the page when one of its pieces fails', () => {
  it('social links with linkUrl null: the page, the footer and the floats stay, without them', async () => {
    server.use(
      on(endpoints.socialMediaLinks, () =>
        ok([withoutAddress(701, 3), ...SOCIAL_LINKS, withoutAddress(702, 1)]),
      ),
    );
    mountHome();
    // The floats (type 3): a visitor's icons are buttons that open the register pop-up.
    expect(
      await screen.findByRole('button', { name: 'Telegram' }, LAZY_PIECES),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WhatsApp' })).toBeInTheDocument();
    // The footer (type 1).
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /Instagram/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sem endereço/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sem endereço/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conteúdo da página' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a footer that throws while rendering leaves the page, the header and the floats', async () => {
    fault.footerThrows = true;
    mountHome();
    expect(
      await screen.findByRole('button', { name: 'Telegram' }, LAZY_PIECES),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conteúdo da página' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
