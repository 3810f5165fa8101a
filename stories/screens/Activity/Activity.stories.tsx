import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { Activity } from '../../../src/screens/Activity/Activity';
import { clearSession } from '../../../src/state/session';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  repaintAll,
  tap,
  withGamesFrame,
} from '../../storyKit';

/*
 * The activity page on the mock world (mocks/data/activities.ts), demo player unless said. Tabs
 * Eventos (1), Depósito (2), Diárias (4), Especiais (3). Eventos: Clube VIP (reward waiting,
 * /viprule), Chuva de envelopes (reward waiting, red-packet pop-up), Indique e ganhe
 * (/promotion), Envelope da sorte (reward waiting, new red-packet pop-up). Especiais: three
 * activities, the three activity articles, two more activities. Depósito: the four-step card
 * (1 of 4 deposits made) above its activities.
 */
const meta = {
  component: Activity,
  decorators: [withGamesFrame],
  parameters: { route: '/activity' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Activity>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Spec 9: cumulative layout shift at most 0.02. */
const CLS_BUDGET = 0.02;

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * The layout shifts since `since` (the story's start: the page may have shown other stories
 * before this one), null where the browser does not report them.
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
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        add(observer.takeRecords());
        observer.disconnect();
        resolve(total);
      }),
    );
  });
}

const tabNamed = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });

/** The tab's list once loaded (not busy), and its entries (a link or a button each). */
async function findEntries(canvas: Canvas, category: string) {
  const name = `Atividades: ${category}`;
  // The placeholders' list is replaced by the entries' list once everything has arrived.
  await waitFor(() => expect(canvas.getByRole('list', { name })).not.toHaveAttribute('aria-busy'), {
    timeout: 4000,
  });
  const current = canvas.getByRole('list', { name });
  return within(current)
    .getAllByRole('listitem')
    .map((item) => item.querySelector<HTMLElement>('a, button')!);
}

const route = (canvas: Canvas) => canvas.getByRole('status', { name: 'Rota atual' });
const popup = (canvas: Canvas) => canvas.getByRole('status', { name: 'Pop-up aberto' });

/**
 * Eventos (the first tab): each activity as a banner card named by its title and participation
 * badge; pages are links (spec 2 tap table), pop-ups are buttons; nothing moved while the data
 * arrived.
 */
export const Populated: Story = {
  loaders: [async () => ({ startedAt: performance.now() })],
  play: async ({ canvasElement, step, loaded }) => {
    const canvas = within(canvasElement);
    await step('the tabs, in spec 2 order, Eventos selected', async () => {
      const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
      await expect(tabs).toEqual(['Eventos', 'Depósito', 'Diárias', 'Especiais']);
      await expect(tabNamed(canvas, 'Eventos')).toHaveAttribute('aria-selected', 'true');
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Atividades' }),
      ).toBeInTheDocument();
    });
    await step('the entries, their badges and where they go', async () => {
      const [vip, rain, invite, luck] = await findEntries(canvas, 'Eventos');
      await expect(vip).toHaveAccessibleName('Clube VIP Recompensa disponível');
      await expect(vip).toHaveAttribute('href', '/viprule');
      await expect(rain).toHaveAccessibleName('Chuva de envelopes Recompensa disponível');
      await expect(rain!.tagName).toBe('BUTTON');
      await expect(invite).toHaveAccessibleName('Indique e ganhe');
      await expect(invite).toHaveAttribute('href', '/promotion');
      await expect(luck).toHaveAccessibleName('Envelope da sorte Recompensa disponível');
      // The player has no visitor note.
      await expect(canvas.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
    });
    await step('nothing moved while the entries replaced their placeholders', async () => {
      const shift = await layoutShiftSince((loaded as { startedAt: number }).startedAt);
      if (shift !== null) await expect(shift).toBeLessThan(CLS_BUDGET);
    });
    await loadLazyImages(canvasElement);
  },
};

/** A pop-up activity (type 4) opens its pop-up in place; the address does not change. */
export const PopupEntryOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, rain] = await findEntries(canvas, 'Eventos');
    await tap(rain!);
    await expect(popup(canvas)).toHaveTextContent('"name":"redPacket"');
    await expect(popup(canvas)).toHaveTextContent('"activityId":3004');
    await expect(route(canvas)).toHaveTextContent(/^\/activity$/);
    await loadLazyImages(canvasElement);
  },
};

/**
 * "Depósito" (`?category=2`): the four-step deposit card first (spec 2 category 6, spec 3, 4:
 * 1 of the 4 deposits made, step 2 next), with a way to deposit, then the tab's activities.
 */
export const DepositTab: Story = {
  parameters: { route: '/activity?category=2' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(tabNamed(canvas, 'Depósito')).toHaveAttribute('aria-selected', 'true');
    const entries = await findEntries(canvas, 'Depósito');
    await step('the four-step card', async () => {
      const card = canvas.getByRole('region', { name: 'Bônus de 4 depósitos' });
      await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
      await expect(canvas.getByRole('link', { name: 'Depositar agora' })).toHaveAttribute(
        'href',
        '/deposit',
      );
    });
    await step('the deposit activities, the player-only one included', async () => {
      const names = entries.map((entry) => entry.textContent);
      await expect(names).toContain('Bônus de depósitoEm andamento');
      await expect(names).toContain('Primeiro depósito relâmpagoEm andamento');
      // Type 6 opens /rechargeRule (spec 2 tap table).
      await expect(entries[0]).toHaveAttribute('href', '/rechargeRule');
    });
    await loadLazyImages(canvasElement);
  },
};

/** All four deposits made (the 'four-step-done' scenario): the card is gone (spec 4). */
export const FourStepDone: Story = {
  parameters: {
    route: '/activity?category=2',
    msw: { handlers: scenarios['four-step-done'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await findEntries(canvas, 'Depósito');
    await expect(entries.length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Depositar agora' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * "Especiais" (`?category=3`): the activity articles come right after the 3rd activity (spec 2),
 * each marked "Artigo" and opening /activityArticle?id=…; other activities open
 * /activityDetail/{type}?id={id}.
 */
export const SpecialsWithArticles: Story = {
  parameters: { route: '/activity?category=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await findEntries(canvas, 'Especiais');
    await expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/activityDetail/9?id=3009',
      '/activityDetail/14?id=3014',
      '/activityDetail/15?id=3015',
      '/activityArticle?id=711',
      '/activityArticle?id=712',
      '/activityArticle?id=713',
      '/activityDetail/16?id=3016',
      '/activityDetail/11?id=3011',
    ]);
    await expect(entries[3]).toHaveAccessibleName('Guia: Pix sem complicação Artigo');
    await expect(entries[7]).toHaveAccessibleName('Código de resgate Concluída');
    await loadLazyImages(canvasElement);
  },
};

/** The article list fails ('activity-articles-down'): the activities still show, the failure is said. */
export const ArticlesFailed: Story = {
  parameters: {
    route: '/activity?category=3',
    msw: { handlers: scenarios['activity-articles-down'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await findEntries(canvas, 'Especiais');
    await expect(entries).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: /Artigo$/ })).toBeNull();
    await expect(await canvas.findByText('Não foi possível carregar os artigos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A tab tapped: the address keeps it (`?category=4`, the history entry replaced) and the tab's
 * list replaces the other; arrow keys move along the tabs, Enter selects.
 */
export const TabChosen: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findEntries(canvas, 'Eventos');
    await step('"Diárias" tapped', async () => {
      await tap(tabNamed(canvas, 'Diárias'));
      await expect(route(canvas)).toHaveTextContent('/activity?category=4');
      await expect(tabNamed(canvas, 'Diárias')).toHaveAttribute('aria-selected', 'true');
      const entries = await findEntries(canvas, 'Diárias');
      await expect(entries.map((entry) => entry.textContent)).toContain(
        'Check-in de 7 diasRecompensa disponível',
      );
      await expect(canvas.queryByRole('list', { name: 'Atividades: Eventos' })).toBeNull();
    });
    await step('the keyboard: arrow right to "Especiais", Enter', async () => {
      const daily = tabNamed(canvas, 'Diárias');
      daily.focus();
      daily.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await expect(tabNamed(canvas, 'Especiais')).toHaveFocus();
      await tap(tabNamed(canvas, 'Especiais'));
      await expect(route(canvas)).toHaveTextContent('/activity?category=3');
      await findEntries(canvas, 'Especiais');
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    await step('back to "Eventos": the plain address', async () => {
      await tap(tabNamed(canvas, 'Eventos'));
      await expect(route(canvas)).toHaveTextContent(/^\/activity$/);
      await findEntries(canvas, 'Eventos');
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor on "Depósito" (spec 6): only loginShow 1 entries (no "Primeiro depósito
 * relâmpago"), no four-step card (its activity is not listed for visitors), no participation
 * badges, and a note with the way to register.
 */
export const Visitor: Story = {
  // After the meta's login: this story's player is a visitor.
  beforeEach: () => clearSession(),
  parameters: { route: '/activity?category=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = await findEntries(canvas, 'Depósito');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Bônus de depósito',
      'Bônus no 2º depósito',
    ]);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      canvas.getByText('Entre na sua conta para ver todas as atividades.'),
    ).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(popup(canvas)).toHaveTextContent('"name":"auth"');
    await expect(popup(canvas)).toHaveTextContent('"mode":"register"');
    await loadLazyImages(canvasElement);
  },
};

/** The list never answers: the tabs are there, the cards' placeholders keep their place. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNamed(canvas, 'Eventos')).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Atividades: Eventos' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // Said once to screen readers (the cards themselves are hidden from them).
    await expect(canvas.getByText('Carregando as atividades…')).toHaveAttribute('role', 'status');
    await expect(within(list).queryByRole('link')).toBeNull();
    await repaintAll();
  },
};

/** Nothing in the category (the 'empty' scenario): said in pt-BR, the tabs stay. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma atividade nesta categoria')).toBeVisible();
    await expect(
      canvas.getByText('Novas promoções aparecem aqui. Confira as outras abas.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await repaintAll();
  },
};

/** The list call fails: the failure state with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.activityList);

/** The first answer fails, "Tentar novamente" brings the entries. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await findEntries(canvas, 'Eventos')).toHaveLength(4);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The light theme: the same "Especiais" tab, every text meeting AA contrast (axe). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/activity?category=3' },
  play: async ({ canvasElement }) => {
    await expect(await findEntries(within(canvasElement), 'Especiais')).toHaveLength(8);
    await loadLazyImages(canvasElement);
  },
};

/** The desktop frame (spec 9: 500 px column above 500 px): the "Depósito" tab. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/activity?category=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findEntries(canvas, 'Depósito');
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};
