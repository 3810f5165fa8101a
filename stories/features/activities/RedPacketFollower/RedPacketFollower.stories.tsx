import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { advanceClock } from '../../../../.storybook/clock';
import { worker } from '../../../../mocks/browser';
import { applyScenario, scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { TabBar } from '../../../../src/app/layout/TabBar/TabBar';
import { showsTabBar } from '../../../../src/app/routing/routeRules';
import { ShellFloats } from '../../../../src/app/shell/ShellFloats';
import { RedPacketFollower } from '../../../../src/features/activities/redPacket/RedPacketFollower';
import { startRedPacketShake } from '../../../../src/state/live';
import { clearSession } from '../../../../src/state/session';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import { failingOnce, logInDemoPlayer, Probes, repaintAll, tap } from '../../../storyKit';

/*
 * The red packet that follows a logged-in player (spec 4), as the shell mounts it
 * (src/app/shell/ShellDeferred.tsx): on the page of the in-memory route, above the tab bar on
 * tab pages, beside the home's floating icons when `floats` is set. The visually hidden
 * "Trocar de página" buttons are the story's way to change route, as a tap elsewhere would.
 */

const longPage = Array.from({ length: 30 }, (_, index) => (
  <p key={index} style={{ margin: 0, padding: '8px 16px' }}>
    {index + 1}. Slots, cassino ao vivo e promoções novas toda semana para você aproveitar.
  </p>
));

type FollowerPageProps = {
  /** Also draw the home's floating icons (ShellFloats), as ShellDeferred does on the home. */
  floats?: boolean;
};

function FollowerPage({ floats = false }: FollowerPageProps) {
  const [path, navigate] = useLocation();
  const tabBar = showsTabBar(path);
  return (
    <AppFrame footer={tabBar ? <TabBar /> : null}>
      {longPage}
      {/* The story's player is logged in: the column keeps the packet's slot, as on the home. */}
      {floats && <ShellFloats reserveBottom />}
      <RedPacketFollower path={path} aboveTabBar={tabBar} />
      <nav className="visually-hidden" aria-label="Trocar de página">
        {['/', '/activity', '/deposit'].map((to) => (
          <button key={to} type="button" onClick={() => navigate(to)}>
            {to}
          </button>
        ))}
      </nav>
      <Probes />
    </AppFrame>
  );
}

const meta = {
  component: FollowerPage,
  args: { floats: false },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof FollowerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PACKET = /^Pacote vermelho: toque para ganhar, termina em \d\d:\d\d:\d\d$/;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const patience = { timeout: 5000 };

/** The red-packet calls made from now on: 'status' | 'claimed' | 'claim'. */
function recordPacketCalls(): { calls: string[]; stop: () => void } {
  const names: Record<string, string> = {
    [endpoints.redPacketStatus.path]: 'status',
    [endpoints.redPacketClaimed.path]: 'claimed',
    [endpoints.redPacketClaim.path]: 'claim',
  };
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const name = names[new URL(request.url).pathname];
    if (name) calls.push(name);
  };
  worker.events.on('request:start', listener);
  return { calls, stop: () => worker.events.removeListener('request:start', listener) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Goes to `to` through the story's hidden route buttons. */
async function goTo(canvasElement: HTMLElement, to: string): Promise<void> {
  const nav = within(page(canvasElement).getByRole('navigation', { name: 'Trocar de página' }));
  await tap(nav.getByRole('button', { name: to }));
}

const findPacket = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('button', { name: PACKET }, patience);

/** The page's side gutter (vars.space.lg): the docked packet stays inside it. */
const GUTTER = 16;

/**
 * The open round, claimable and not claimed, at rest: the packet is docked, a half packet in the
 * right-hand gutter above the tab bar with the round's countdown running down beside the edge,
 * over nothing of the page; the countdown ticks each second (spec 4, spec 5 format).
 */
export const Claimable: Story = {
  play: async ({ canvasElement, step }) => {
    const packet = await findPacket(canvasElement);
    await step('named for what a tap does and when the round ends', async () => {
      await expect(packet).toHaveAccessibleName(
        'Pacote vermelho: toque para ganhar, termina em 00:09:30',
      );
      await expect(packet).toHaveTextContent('00:09:30');
    });
    await step(
      'docked: in the gutter, the countdown down the edge, clear of the tab bar',
      async () => {
        await expect(packet).toHaveAttribute('data-docked', 'true');
        const column = page(canvasElement).getByRole('main').getBoundingClientRect();
        for (const part of [packet, ...packet.querySelectorAll('*')]) {
          const box = part.getBoundingClientRect();
          if (box.width > 0 && box.height > 0) {
            expect(box.left).toBeGreaterThanOrEqual(column.right - GUTTER);
          }
        }
        const timer = within(packet).getByText('00:09:30').getBoundingClientRect();
        expect(timer.height).toBeGreaterThan(timer.width);
        const tabBar = page(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
        expect(timer.bottom).toBeLessThanOrEqual(tabBar.getBoundingClientRect().top);
      },
    );
    await step('one second later it reads one second less', async () => {
      advanceClock(1000);
      await waitFor(() => expect(packet).toHaveTextContent('00:09:29'), patience);
      await expect(packet).toHaveAccessibleName(
        'Pacote vermelho: toque para ganhar, termina em 00:09:29',
      );
    });
    await repaintAll();
  },
};

/**
 * Opened by a tap: the whole packet, a 44 px target at least, with its countdown under it; the
 * tap claimed nothing (the next one claims).
 */
export const Opened: Story = {
  play: async ({ canvasElement, step }) => {
    const packet = await findPacket(canvasElement);
    const recorder = recordPacketCalls();
    try {
      await step('a tap opens it and sends nothing', async () => {
        await tap(packet);
        await expect(packet).toHaveAttribute('data-docked', 'false');
        await pause(300);
        expect(recorder.calls).not.toContain('claim');
        await expect(
          page(canvasElement).queryByRole('dialog', { name: 'Pacote vermelho' }),
        ).toBeNull();
      });
      await step('a 44 px target at least, clear of the tab bar', async () => {
        await waitFor(() =>
          expect(packet.getBoundingClientRect().width).toBeGreaterThanOrEqual(44),
        );
        const box = packet.getBoundingClientRect();
        expect(box.height).toBeGreaterThanOrEqual(44);
        const tabBar = page(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
        expect(box.bottom).toBeLessThanOrEqual(tabBar.getBoundingClientRect().top);
        const timer = within(packet).getByText('00:09:30').getBoundingClientRect();
        expect(timer.width).toBeGreaterThan(timer.height);
      });
    } finally {
      recorder.stop();
    }
    await repaintAll();
  },
};

/** The same in the light theme (axe AA on both). */
export const ClaimableLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(await findPacket(canvasElement)).toHaveTextContent('00:09:30');
    await repaintAll();
  },
};

/**
 * After socket message 1016 the packet shakes (spec 4/9: 6 s); the story runner freezes motion,
 * so the gold ring is what shows. The story holds the shake for 60 s instead of 6 s so the
 * screenshot catches it however slow the machine (the 6 s rule is src/state/live.test.ts's).
 */
export const Shaking: Story = {
  play: async ({ canvasElement, step }) => {
    const packet = await findPacket(canvasElement);
    await step('not ringed before the message', async () => {
      await expect(getComputedStyle(packet).outlineStyle).toBe('none');
    });
    await step('message 1016: the gold ring', async () => {
      startRedPacketShake(60_000);
      await waitFor(() => expect(getComputedStyle(packet).outlineStyle).toBe('solid'));
      await expect(packet).toHaveAccessibleName(PACKET);
    });
    await repaintAll();
  },
};

/** A tap claims: the sheet says the packet is opening while the answer is on its way. */
export const Claiming: Story = {
  play: async ({ canvasElement, step }) => {
    const packet = await findPacket(canvasElement);
    // The first tap opens the docked packet; the network stops answering as the player taps
    // again: the claim stays on its way.
    await tap(packet);
    applyScenario('timeout');
    await tap(packet);
    const sheet = within(
      await page(canvasElement).findByRole('dialog', { name: 'Pacote vermelho' }),
    );
    await step('opening, and the button waits', async () => {
      await expect(sheet.getByRole('status')).toHaveTextContent('Abrindo seu pacote vermelho…');
      await expect(sheet.getByRole('status')).toHaveAttribute('aria-busy', 'true');
      await expect(sheet.getByRole('button', { name: 'Entendi' })).toBeDisabled();
    });
    await repaintAll();
  },
};

/**
 * Won: the amount in reais, one claim however many taps, and the packet is gone (the claimed
 * check keeps it away).
 */
export const Won: Story = {
  play: async ({ canvasElement, step }) => {
    const packet = await findPacket(canvasElement);
    const recorder = recordPacketCalls();
    try {
      // The first tap opens the docked packet; then two taps, one claim.
      await tap(packet);
      await tap(packet);
      await tap(packet);
      const sheet = within(
        await page(canvasElement).findByRole('dialog', { name: 'Pacote vermelho' }),
      );
      await step('the amount won in reais', async () => {
        await waitFor(
          () => expect(sheet.getByRole('status')).toHaveTextContent(/Você ganhou\s*R\$\s5,20/),
          patience,
        );
      });
      await step('one claim sent, then the claimed check', async () => {
        await waitFor(() => expect(recorder.calls).toContain('claimed'), patience);
        expect(recorder.calls.filter((call) => call === 'claim')).toHaveLength(1);
      });
      await step('the packet is gone', async () => {
        await expect(
          page(canvasElement).queryByRole('button', { name: PACKET, hidden: true }),
        ).toBeNull();
      });
    } finally {
      recorder.stop();
    }
    await repaintAll();
  },
};

/** The round ran out as the player tapped: the server's refusal, in pt-BR, in place. */
export const Refused: Story = {
  parameters: { msw: { handlers: scenarios['red-packet-gone'] } },
  play: async ({ canvasElement }) => {
    const packet = await findPacket(canvasElement);
    // Opened, then claimed.
    await tap(packet);
    await tap(packet);
    const sheet = within(
      await page(canvasElement).findByRole('dialog', { name: 'Pacote vermelho' }),
    );
    const alert = await sheet.findByRole('alert', {}, patience);
    await expect(alert).toHaveTextContent('Não foi possível resgatar o pacote');
    await expect(alert).toHaveTextContent('Este envelope não está mais disponível.');
    await expect(sheet.getByRole('button', { name: 'Entendi' })).toBeEnabled();
    await repaintAll();
  },
};

/**
 * Waits until the page's first red-packet calls (made as it opened) are over: no new one for
 * 800 ms. Then `calls` is emptied, so what follows is the next page's alone.
 */
async function quietThenClear(calls: string[]): Promise<void> {
  let seen = -1;
  for (let waited = 0; seen !== calls.length && waited < 5000; waited += 800) {
    seen = calls.length;
    await pause(800);
  }
  calls.length = 0;
}

/** Waits until the calls settle: `calls` holds `expected` and nothing more comes for 800 ms. */
async function callsSettle(calls: string[], expected: string[]): Promise<void> {
  await waitFor(() => expect(calls).toEqual(expected), patience);
  await pause(800);
  await expect(calls).toEqual(expected);
}

/** The player already claimed this round: the claimed check hides the packet. */
export const AlreadyClaimed: Story = {
  parameters: { msw: { handlers: scenarios['red-packet-claimed'] } },
  play: async ({ canvasElement }) => {
    const recorder = recordPacketCalls();
    try {
      await quietThenClear(recorder.calls);
      await goTo(canvasElement, '/activity');
      await callsSettle(recorder.calls, ['status', 'claimed']);
      await expect(page(canvasElement).queryByRole('button', { name: PACKET })).toBeNull();
    } finally {
      recorder.stop();
    }
  },
};

/** Between rounds: not claimable, so no claimed check and no packet. */
export const Waiting: Story = {
  parameters: { msw: { handlers: scenarios['red-packet-waiting'] } },
  play: async ({ canvasElement }) => {
    const recorder = recordPacketCalls();
    try {
      await quietThenClear(recorder.calls);
      await goTo(canvasElement, '/activity');
      await callsSettle(recorder.calls, ['status']);
      await expect(page(canvasElement).queryByRole('button', { name: PACKET })).toBeNull();
    } finally {
      recorder.stop();
    }
  },
};

/** A visitor: no red-packet call at all and nothing shown (spec 6). */
export const Visitor: Story = {
  beforeEach: () => {
    clearSession();
  },
  play: async ({ canvasElement }) => {
    const recorder = recordPacketCalls();
    try {
      await quietThenClear(recorder.calls);
      await goTo(canvasElement, '/activity');
      await callsSettle(recorder.calls, []);
      await expect(page(canvasElement).queryByRole('button', { name: PACKET })).toBeNull();
    } finally {
      recorder.stop();
    }
  },
};

const statusFailsOnce = failingOnce(endpoints.redPacketStatus);

/**
 * The status call fails: nothing shows and nothing is said (no toast, no console error: the
 * runner fails on one); the next route change asks again and the packet comes back.
 */
export const Error: Story = {
  parameters: { msw: { handlers: statusFailsOnce.handlers } },
  beforeEach: () => {
    statusFailsOnce.reset();
    logInDemoPlayer();
  },
  play: async ({ canvasElement, step }) => {
    await step('the failed read shows nothing', async () => {
      await pause(1500);
      await expect(page(canvasElement).queryByRole('button', { name: PACKET })).toBeNull();
      await expect(page(canvasElement).queryByRole('alert')).toBeNull();
    });
    await step('the next page asks again and the packet is back', async () => {
      await goTo(canvasElement, '/activity');
      await expect(await findPacket(canvasElement)).toHaveTextContent('00:09:30');
    });
    await repaintAll();
  },
};

/** On /deposit (and /withdraw, /promotion) the packet never shows and nothing is asked. */
export const HiddenOnDeposit: Story = {
  parameters: { route: '/deposit' },
  play: async ({ canvasElement }) => {
    const recorder = recordPacketCalls();
    try {
      await callsSettle(recorder.calls, []);
      await expect(page(canvasElement).queryByRole('button', { name: PACKET })).toBeNull();
    } finally {
      recorder.stop();
    }
  },
};

/** On the home, the float column moves up: the packet and the icons never overlap. */
export const WithHomeFloats: Story = {
  args: { floats: true },
  play: async ({ canvasElement }) => {
    const packet = (await findPacket(canvasElement)).getBoundingClientRect();
    const column = await page(canvasElement).findByRole('list', { name: 'Atalhos' }, patience);
    await waitFor(() => {
      for (const icon of within(column).getAllByRole('listitem')) {
        const box = icon.getBoundingClientRect();
        const overlaps =
          box.left < packet.right &&
          packet.left < box.right &&
          box.top < packet.bottom + 8 &&
          packet.top < box.bottom;
        expect(overlaps).toBe(false);
      }
    }, patience);
    await repaintAll();
  },
};
