import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { applyScenario, scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { WelfareCenter } from '../../../src/screens/WelfareCenter/WelfareCenter';
import { clearSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: WelfareCenter,
  decorators: [withGamesFrame],
  parameters: { route: '/welfareCenter' },
  // Spec 2: /welfareCenter is public; most stories are the demo player's (9 of 23 invited
  // friends deposited: R$ 180,00 earned), one a visitor's.
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof WelfareCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const patience = { timeout: 5000 };
const ACTION = 'Transferir para a carteira';

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

const rewards = (canvasElement: HTMLElement) => region(canvasElement, 'Minhas recompensas');
const live = (canvasElement: HTMLElement) => region(canvasElement, 'Recompensas em tempo real');
const dashboard = (canvasElement: HTMLElement) => region(canvasElement, 'Painel de convites');

/** A region's figures as "term value" pairs (non-breaking spaces read as spaces). */
function figuresOf(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('term')
    .map((term) =>
      `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`.replace(/\s+/g, ' '),
    );
}

/** Waits for a region to stop being busy and returns its figures. */
async function figures(element: HTMLElement): Promise<string[]> {
  await waitFor(() => expect(element).not.toHaveAttribute('aria-busy'), patience);
  return figuresOf(element);
}

const transferButton = (canvasElement: HTMLElement) =>
  within(rewards(canvasElement)).getByRole('button', { name: ACTION });

/** The rewards card once its numbers are in: the figures and the button. */
async function loadedRewards(canvasElement: HTMLElement) {
  const card = rewards(canvasElement);
  await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'), patience);
  await within(card).findByRole('button', { name: ACTION }, patience);
  return card;
}

const AVAILABLE = [
  'Disponível para transferir R$ 180,00',
  'Total ganho R$ 180,00',
  'Já transferido R$ 0,00',
];
const MOVED = [
  'Disponível para transferir R$ 0,00',
  'Total ganho R$ 180,00',
  'Já transferido R$ 180,00',
];

/**
 * The demo player: R$ 180,00 to move with one tap, the invite figures with the way to /invite,
 * and the nine rewards of the friends who deposited (newest first).
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Central de benefícios' }),
    ).toBeVisible();
    await step('the invite figures above the latest rewards, whose length varies', async () => {
      // A list of none to ten rows above the panel moved it when the rows arrived.
      const following = dashboard(canvasElement).compareDocumentPosition(live(canvasElement));
      await expect(following & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    await step('my rewards and the transfer of everything available', async () => {
      const card = await loadedRewards(canvasElement);
      await expect(figuresOf(card)).toEqual(AVAILABLE);
      const button = transferButton(canvasElement);
      await expect(button).toBeEnabled();
      await expect(button).not.toHaveAttribute('aria-disabled');
      await expect(
        within(card).getByText(/^Todo o valor disponível, R\$\s180,00, vai para a sua carteira\.$/),
      ).toBeVisible();
    });
    await step('the latest rewards, newest first', async () => {
      const list = live(canvasElement);
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), patience);
      const rows = within(list).getAllByRole('listitem');
      await expect(rows).toHaveLength(9);
      await expect(rows[0]).toHaveTextContent(
        /^Amigo \d{2}\*{3}\d1º depósito em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\+R\$\s20,00$/,
      );
    });
    await step('the invite figures and the way to /invite', async () => {
      await expect(await figures(dashboard(canvasElement))).toEqual([
        'Amigos convidados 23',
        'Fizeram depósito 9',
        'Ganhos de hoje R$ 0,00',
        'Código de convite VTR7K2',
      ]);
      await expect(
        within(dashboard(canvasElement)).getByRole('link', { name: 'Ver convites e link' }),
      ).toHaveAttribute('href', '/invite');
    });
    await repaintAll();
  },
};

/** Nothing has answered yet ('timeout'): three busy regions with the figures' placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    for (const element of [rewards(canvasElement), live(canvasElement), dashboard(canvasElement)])
      await expect(element).toHaveAttribute('aria-busy', 'true');
    // The terms are there already (same tiles), the values and the button are not.
    await expect(within(rewards(canvasElement)).getAllByRole('term')).toHaveLength(3);
    await expect(within(rewards(canvasElement)).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).queryByText(/R\$/)).toBeNull();
    await expect(within(live(canvasElement)).queryAllByRole('listitem')).toHaveLength(3);
    await repaintAll();
  },
};

/** Every call fails (HTTP 500): each part says so in place with its own retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    for (const element of [rewards(canvasElement), live(canvasElement), dashboard(canvasElement)]) {
      await expect(await within(element).findByText('Algo deu errado', {}, patience)).toBeVisible();
      await expect(within(element).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    }
    await expect(within(canvasElement).queryByRole('button', { name: ACTION })).toBeNull();
    await repaintAll();
  },
};

const rewardsFailOnce = failingOnce(endpoints.myRewards);

/** myRewards fails once: the card offers a retry (the rest is shown), the retry brings it. */
export const RewardsErrorRetried: Story = {
  parameters: { msw: { handlers: rewardsFailOnce.handlers } },
  beforeEach: rewardsFailOnce.reset,
  play: async ({ canvasElement, step }) => {
    const card = rewards(canvasElement);
    await step('the card fails alone', async () => {
      await expect(await within(card).findByText('Algo deu errado', {}, patience)).toBeVisible();
      await expect(await figures(dashboard(canvasElement))).toContain('Amigos convidados 23');
      await expect(within(canvasElement).queryByRole('button', { name: ACTION })).toBeNull();
    });
    await step('"Tentar novamente" reads it again', async () => {
      await tap(within(card).getByRole('button', { name: 'Tentar novamente' }));
      await loadedRewards(canvasElement);
      await expect(figuresOf(card)).toEqual(AVAILABLE);
      await expect(within(card).queryByText('Algo deu errado')).toBeNull();
    });
    await repaintAll();
  },
};

const liveFailOnce = failingOnce(endpoints.realTimeRewards);

/** realTimeRewards fails once: the list offers a retry, the retry brings the rewards. */
export const LiveErrorRetried: Story = {
  parameters: { msw: { handlers: liveFailOnce.handlers } },
  beforeEach: liveFailOnce.reset,
  play: async ({ canvasElement, step }) => {
    const list = live(canvasElement);
    await step('the list fails alone', async () => {
      await expect(await within(list).findByText('Algo deu errado', {}, patience)).toBeVisible();
      await loadedRewards(canvasElement);
    });
    await step('"Tentar novamente" reads it again', async () => {
      await tap(within(list).getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9), patience);
      await expect(within(list).queryByText('Algo deu errado')).toBeNull();
    });
    await repaintAll();
  },
};

const dashboardFailOnce = failingOnce(endpoints.promoteDashboard);

/** The dashboard fails once: its tiles give way to a retry, the retry brings them. */
export const DashboardErrorRetried: Story = {
  parameters: { msw: { handlers: dashboardFailOnce.handlers } },
  beforeEach: dashboardFailOnce.reset,
  play: async ({ canvasElement, step }) => {
    const panel = dashboard(canvasElement);
    await step('the dashboard fails alone', async () => {
      await expect(await within(panel).findByText('Algo deu errado', {}, patience)).toBeVisible();
      await loadedRewards(canvasElement);
      // The way to /invite stays.
      await expect(within(panel).getByRole('link', { name: 'Ver convites e link' })).toBeVisible();
    });
    await step('"Tentar novamente" reads it again', async () => {
      await tap(within(panel).getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(figuresOf(panel)).toContain('Fizeram depósito 9'), patience);
    });
    await repaintAll();
  },
};

/**
 * Nothing earned yet ('no-invitees'): the zeros are shown, the button is unavailable and says
 * how to earn, with the way to /invite; the latest rewards are an empty state.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios['no-invitees'] } },
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await expect(figuresOf(card)).toEqual([
      'Disponível para transferir R$ 0,00',
      'Total ganho R$ 0,00',
      'Já transferido R$ 0,00',
    ]);
    const button = transferButton(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Convide amigos com o seu link: quando um deles fizer o primeiro depósito, a recompensa aparece aqui.',
    );
    await expect(within(card).getByText('Você ainda não ganhou recompensas')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Convidar amigos' })).toHaveAttribute(
      'href',
      '/invite',
    );
    await expect(
      await within(live(canvasElement)).findByText('Nenhuma recompensa ainda', {}, patience),
    ).toBeVisible();
    await expect(await figures(dashboard(canvasElement))).toContain('Amigos convidados 0');
    await repaintAll();
  },
};

/**
 * Everything earned was already moved ('invite-rewards-withdrawn'): R$ 0,00 available, the
 * button unavailable with why; a tap sends nothing.
 */
export const NothingAvailable: Story = {
  parameters: { msw: { handlers: scenarios['invite-rewards-withdrawn'] } },
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await expect(figuresOf(card)).toEqual(MOVED);
    const button = transferButton(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Nada para transferir agora. Cada amigo convidado que fizer o primeiro depósito rende uma recompensa aqui.',
    );
    await tap(button);
    await expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    await expect(button).not.toHaveAttribute('aria-busy');
    await repaintAll();
  },
};

/**
 * Sent and not answered yet ('timeout' from the tap on): the button is busy and ignores more
 * taps, the line under it says what is being moved, the figures still show the server's.
 */
export const Withdrawing: Story = {
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await waitFor(() => expect(live(canvasElement)).not.toHaveAttribute('aria-busy'), patience);
    await waitFor(
      () => expect(dashboard(canvasElement)).not.toHaveAttribute('aria-busy'),
      patience,
    );
    applyScenario('timeout');
    const button = transferButton(canvasElement);
    for (let i = 0; i < 3; i += 1) await tap(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('status')).toHaveTextContent(
      /^Transferindo R\$\s180,00 para a sua carteira…$/,
    );
    await expect(figuresOf(card)).toEqual(AVAILABLE);
    await repaintAll();
  },
};

/**
 * Moved: the amount is said in place, the figures are read again (R$ 0,00 available, R$ 180,00
 * moved) and the button is unavailable with why.
 */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await tap(transferButton(canvasElement));
    await expect(
      await within(card).findByText(
        /^R\$\s180,00 transferidos para a sua carteira\.$/,
        {},
        patience,
      ),
    ).toBeVisible();
    await waitFor(() => expect(figuresOf(card)).toEqual(MOVED), patience);
    await expect(transferButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(within(card).getByText(/^Nada para transferir agora\./)).toBeVisible();
    await expect(await figures(dashboard(canvasElement))).toContain('Fizeram depósito 9');
    await repaintAll();
  },
};

/**
 * Refused ('rewards-moved-elsewhere': another device moved everything first): the
 * server's reason is said in place, and the figures read again show nothing left to move.
 */
export const Refused: Story = {
  parameters: { msw: { handlers: scenarios['rewards-moved-elsewhere'] } },
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await tap(transferButton(canvasElement));
    const alert = await within(card).findByRole('alert', {}, patience);
    await expect(alert).toHaveTextContent(
      'A transferência não foi feita: Não há prêmio disponível para resgatar agora.',
    );
    await waitFor(() => expect(figuresOf(card)).toEqual(MOVED), patience);
    await expect(transferButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await repaintAll();
  },
};

/**
 * A visitor (spec 6): how the centre works in place of the numbers, and the login and
 * register pop-ups.
 */
export const Visitor: Story = {
  // After the meta's login: this story's player is a visitor.
  beforeEach: () => clearSession(),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = region(canvasElement, 'Ganhe recompensas convidando amigos');
    await step('the explanation, no numbers', async () => {
      await expect(within(card).getAllByRole('listitem')).toHaveLength(3);
      await expect(canvas.queryByRole('region', { name: 'Minhas recompensas' })).toBeNull();
      await expect(canvas.queryByText(/R\$/)).toBeNull();
    });
    await step('"Entrar" and "Cadastrar" open the pop-up', async () => {
      await tap(within(card).getByRole('button', { name: 'Entrar' }));
      await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
        '{"name":"auth","props":{"mode":"login"}}',
      );
      await tap(within(card).getByRole('button', { name: 'Cadastrar' }));
      await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
        '{"name":"auth","props":{"mode":"register"}}',
      );
    });
    await repaintAll();
  },
};

/** The light theme (axe AA in both themes). */
export const PopulatedLight: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await expect(figuresOf(card)).toEqual(AVAILABLE);
    await waitFor(
      () => expect(within(live(canvasElement)).getAllByRole('listitem')).toHaveLength(9),
      patience,
    );
    await figures(dashboard(canvasElement));
    await repaintAll();
  },
};

/** A desktop window: the page keeps its 500 px frame (spec 9). */
export const PopulatedDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = await loadedRewards(canvasElement);
    await expect(figuresOf(card)).toEqual(AVAILABLE);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await waitFor(
      () => expect(within(live(canvasElement)).getAllByRole('listitem')).toHaveLength(9),
      patience,
    );
    await figures(dashboard(canvasElement));
    await repaintAll();
  },
};
