import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { world } from '../../../mocks/world/world';
import { Home } from '../../../src/screens/Home/Home';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { loadLazyImages } from '../../storyKit';
import { withLocationProbe } from '../../features/home/homeSectionKit';
import { logInDemoPlayer } from '../../storyKit';

/**
 * The Home screen inside the app frame (the shell's header, tab bar, footer and floats are
 * composed around it by the app and have their own stories).
 */
const meta = {
  component: Home,
  decorators: [
    withLocationProbe,
    (Story) => (
      <AppFrame>
        <Story />
      </AppFrame>
    ),
  ],
  // The instant this story began loading, so layout shifts of earlier stories are not counted.
  loaders: [async () => ({ startedAt: performance.now() })],
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: CLS <= 0.02. */
const CLS_BUDGET = 0.02;

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * Sums the layout shifts since `since` (no player input involved), like CLS but over the whole
 * load. Returns null where the browser does not report layout shifts.
 */
function layoutShiftSince(since: number): Promise<number | null> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    let total = 0;
    const add = (entries: PerformanceEntry[]) => {
      for (const entry of entries as LayoutShift[]) {
        if (entry.startTime >= since && !entry.hadRecentInput) total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Two frames: every shift of the last render has been reported.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        add(observer.takeRecords());
        observer.disconnect();
        resolve(total);
      }),
    );
  });
}

/** Elements appear in the document in this order. */
async function expectInOrder(elements: Element[]) {
  for (let i = 1; i < elements.length; i += 1) {
    const relation = elements[i - 1]!.compareDocumentPosition(elements[i]!);
    await expect(relation & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

/** Everything of the populated lobby has arrived (the last call is the bet table's). */
async function waitForLobby(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    () => expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(24),
    {
      timeout: 5000,
    },
  );
  const bets = await canvas.findByRole('table', { name: 'Últimas apostas' });
  await waitFor(() => expect(within(bets).getAllByRole('row')).toHaveLength(7));
  // The sections above the games ask for their own data, each in a call of its own: they are
  // not done because the bet table is (placeholders keep the same regions, so wait for content).
  await waitFor(() =>
    expect(canvas.getByRole('region', { name: 'Atividades' })).not.toHaveAttribute('aria-busy'),
  );
  await canvas.findByRole('link', { name: /^Ver todos os avisos/ });
  await canvas.findByRole('button', { name: 'Sorteio grátis: jogar no modo de teste' });
}

/** The section order of spec 2 as a player meets it, by landmarks and headings. */
async function expectSectionOrder(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectInOrder([
    canvas.getByRole('region', { name: 'Destaques' }),
    canvas.getByRole('region', { name: 'Avisos' }),
    canvas.getByRole('region', { name: 'Atividades' }),
    canvas.getByRole('region', { name: 'Atalhos em destaque' }),
    canvas.getByRole('button', { name: 'Sorteio grátis: jogar no modo de teste' }),
    canvas.getByRole('navigation', { name: 'Categorias e provedores' }),
    canvas.getByRole('heading', { name: 'Em alta' }),
    canvas.getByRole('heading', { name: 'Pescaria' }),
    canvas.getByRole('heading', { name: 'Aurora Gaming' }),
    canvas.getByRole('region', { name: 'Raspadinha premiada' }),
    canvas.getByRole('link', { name: 'Ver mais jogos' }),
    canvas.getByRole('region', { name: 'Apostas ao vivo' }),
  ]);
}

/**
 * A visitor's lobby, top to bottom as spec 2 lists it: fewer activity icons and no unread dot
 * than a player, and no layout shift while the data arrives (the sum stays under 0.02).
 */
export const LoggedOut: Story = {
  play: async ({ canvasElement, loaded, step }) => {
    await step('every section arrives, in the order of spec 2', async () => {
      await waitForLobby(canvasElement);
      await expectSectionOrder(canvasElement);
    });
    await step('a visitor: no unread dot, no login-only activities (spec 6)', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('link', { name: 'Ver todos os avisos' })).toBeVisible();
      const activities = within(canvas.getByRole('region', { name: 'Atividades' }));
      await expect(activities.getByRole('link', { name: 'VIP' })).toBeVisible();
      await expect(activities.queryByText('1º depósito')).toBeNull();
    });
    await step('nothing moved while the data arrived (CLS < 0.02)', async () => {
      const shift = await layoutShiftSince((loaded as { startedAt: number }).startedAt);
      if (shift !== null) await expect(shift).toBeLessThan(CLS_BUDGET);
    });
    await loadLazyImages(canvasElement);
  },
};

/** The light theme (theme toolbar): the same lobby, every text still meets AA contrast (axe). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await waitForLobby(canvasElement);
    await expectSectionOrder(canvasElement);
    await loadLazyImages(canvasElement);
  },
};

/** The category call never answers: every section shows its skeleton; the lower ones wait. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Atividades' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'Carregando jogos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Spec 4: skeletons until the category call finishes; the sections below it wait for it.
    await expect(canvas.queryByRole('region', { name: 'Raspadinha premiada' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Apostas ao vivo' })).toBeNull();
  },
};

/**
 * The demo player's lobby: the same sections, plus the notice bell's unread dot and the
 * activities only players see (spec 6); no layout shift either. Shown scrolled to the bottom
 * sections (scratch ticket, "Ver mais jogos", the bet table).
 */
export const LoggedIn: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, loaded, step }) => {
    await waitForLobby(canvasElement);
    await expectSectionOrder(canvasElement);
    await step('a player: the unread dot and the login-only activities', async () => {
      const canvas = within(canvasElement);
      await waitFor(() =>
        expect(
          canvas.getByRole('link', { name: 'Ver todos os avisos Há mensagens não lidas' }),
        ).toBeVisible(),
      );
      const activities = within(canvas.getByRole('region', { name: 'Atividades' }));
      await expect(await activities.findByRole('link', { name: '1º depósito' })).toBeVisible();
    });
    const shift = await layoutShiftSince((loaded as { startedAt: number }).startedAt);
    if (shift !== null) await expect(shift).toBeLessThan(CLS_BUDGET);
    // The screenshot shows the bottom of the lobby: scratch ticket, Get more and the bet table
    // (the sections there mount their tiles as they come near, then their pictures load).
    within(canvasElement)
      .getByRole('region', { name: 'Raspadinha premiada' })
      .scrollIntoView({ block: 'start' });
    await loadLazyImages(canvasElement);
  },
};

/**
 * A player's own rows, "Jogados recentemente" then "Favoritos", after the catalogue's sections
 * and before the scratch ticket. Their calls wait until the player scrolls near them: none is
 * made while the lobby's first screen loads. Shown scrolled to them.
 */
export const PlayerRows: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, loaded, step }) => {
    const canvas = within(canvasElement);
    const asked: string[] = [];
    // The preview's document lives on from story to story: only this story's requests count.
    const startedAt = (loaded as { startedAt: number }).startedAt;
    const watch = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime >= startedAt) asked.push(new URL(entry.name).pathname);
      }
    });
    watch.observe({ type: 'resource', buffered: true });
    await waitForLobby(canvasElement);
    await step('the first screen asks for neither list', async () => {
      await expect(asked).not.toContain('/game/api/bet/v1/gameRecent');
      await expect(asked).not.toContain('/game/api/game/v1/collectList');
      await expect(canvas.queryByRole('heading', { name: 'Favoritos' })).toBeNull();
    });
    await step('near them, both rows arrive, in place', async () => {
      canvas.getByRole('region', { name: 'Raspadinha premiada' }).scrollIntoView({ block: 'end' });
      const recent = await canvas.findByRole('region', { name: 'Jogados recentemente' });
      const favourites = await canvas.findByRole('region', { name: 'Favoritos' });
      await expectInOrder([
        canvas.getByRole('heading', { name: 'Aurora Gaming' }),
        recent,
        favourites,
        canvas.getByRole('region', { name: 'Raspadinha premiada' }),
      ]);
      await waitFor(() =>
        expect(
          within(favourites).getByRole('link', { name: 'Ver todos os favoritos' }),
        ).toBeVisible(),
      );
      await waitFor(() =>
        expect(
          within(recent).getByRole('link', { name: 'Ver todos os jogos recentes' }),
        ).toBeVisible(),
      );
    });
    watch.disconnect();
    canvas.getByRole('region', { name: 'Jogados recentemente' }).scrollIntoView({ block: 'start' });
    await loadLazyImages(canvasElement);
  },
};

/** The whole lobby in the 500 px desktop frame: four game tiles per view. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await waitForLobby(canvasElement);
    await expectSectionOrder(canvasElement);
    await loadLazyImages(canvasElement);
  },
};

/** The empty scenario: no games, banners or bets; the game area says so, nothing breaks. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum jogo disponível')).toBeVisible();
    await expect(await canvas.findByText('Nenhuma aposta por enquanto')).toBeInTheDocument();
    // "Ver mais jogos" reads the provider call, not the bets': the strip's placeholder leaving
    // (it reads the same call, and draws nothing when both lists are empty) says it answered.
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Categorias e provedores' })).toBeNull(),
    );
    await expect(canvas.queryByRole('link', { name: 'Ver mais jogos' })).toBeNull();
  },
};

/** The category call fails: one failure state for the whole page, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o lobby')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Destaques' })).toBeNull();
  },
};

/** After the failure the server answers again: the retry brings the whole lobby back. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page-wide failure (a section's own retry may show for a moment before it).
    await canvas.findByText('Não foi possível carregar o lobby');
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    // The outage ends (the scenario's forced answer is lifted in the mock world).
    world.scenario.forced = null;
    await userEvent.click(retry);
    await waitForLobby(canvasElement);
    await expectSectionOrder(canvasElement);
    await expect(canvas.queryByText('Não foi possível carregar o lobby')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};
