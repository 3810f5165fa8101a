import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { Promotion } from '../../../src/screens/Promotion/Promotion';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  repaintAll,
  tap,
  withGamesFrame,
} from '../../storyKit';

/*
 * The mock world at the stories' fixed 22/11/2026 12:00 in São Paulo (mocks/data/activities.ts):
 * every activity runs 01/11/2026 to 31/12/2026 but the slots tournament ("Torneio de slots"),
 * which ended on 15/11/2026 (valid 0). A visitor sees the 12 loginShow 1 entries (spec 6), 11
 * running and 1 ended; the demo player 16, with their participation badges. The demo player's
 * promote records: 9 invite rewards of R$ 20,00, newest "Indicação de 55***1" on 18/11/2026.
 */
const meta = {
  component: Promotion,
  decorators: [withGamesFrame],
  parameters: { route: '/promotion' },
} satisfies Meta<typeof Promotion>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };
const RUNNING = 'Promoções em andamento';
const RECORDS = 'Meus registros de promoção';

/** The running promotions, once their cards are in (the placeholder region is busy). */
const runningRegion = (canvas: Canvas) =>
  canvas.findByRole('region', { name: RUNNING, busy: false }, patience);

/** The cards of a region: one link or button each, in its list. */
const cardsIn = (region: HTMLElement) =>
  within(within(region).getByRole('list')).getAllByRole('listitem');

const recordRows = (canvas: Canvas) => {
  const list = within(canvas.getByRole('region', { name: RECORDS })).queryByRole('list');
  return list ? within(list).getAllByRole('listitem') : [];
};

async function findRecordRows(canvas: Canvas, count: number) {
  await waitFor(() => expect(recordRows(canvas)).toHaveLength(count), patience);
  return recordRows(canvas);
}

/** A card's name starts with its title (then its badges and period, as shown). */
const titled = (title: string) => new RegExp(`^${title}( |$)`);

const routeProbe = (canvas: Canvas) => canvas.getByRole('status', { name: 'Rota atual' });
const overlayProbe = (canvas: Canvas) => canvas.getByRole('status', { name: 'Pop-up aberto' });

/**
 * A visitor (spec 6: only loginShow 1, never the hidden types): 11 running promotions as banner
 * cards with their period and no participation badge, then "Encerradas" with the slots
 * tournament, muted and marked "Encerrada". Each card opens its spec 2 target: a page, the
 * sign-in pop-up, or (type 5, "Indique e ganhe") the records tab.
 */
export const Visitor: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page and its two tabs', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Promoções' }),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('tab', { name: 'Promoções' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tab', { name: 'Meus registros' })).toHaveAttribute(
        'aria-selected',
        'false',
      );
    });
    const running = await runningRegion(canvas);
    await step('running promotions first, with their period', async () => {
      await expect(cardsIn(running)).toHaveLength(11);
      // Spec 2 type 3; a visitor takes part in nothing, so no badge.
      const vip = within(running).getByRole('link', {
        name: 'Clube VIP Período: 01/11/2026 a 31/12/2026',
      });
      await expect(vip).toHaveAttribute('href', '/viprule');
      // A visitor takes part in nothing: no participation badge anywhere.
      await expect(within(running).queryByText('Recompensa disponível')).toBeNull();
      // Spec 6: login-only entries and hidden types are not listed.
      await expect(within(running).queryByText('Primeiro depósito relâmpago')).toBeNull();
      await expect(within(running).queryByText('Baú do tesouro')).toBeNull();
    });
    await step('ended below, under "Encerradas", still openable', async () => {
      const ended = canvas.getByRole('region', { name: 'Encerradas' });
      await expect(cardsIn(ended)).toHaveLength(1);
      const slots = within(ended).getByRole('link', {
        name: 'Torneio de slots Encerrada Período: 01/10/2026 a 15/11/2026',
      });
      await expect(slots).toHaveAttribute('href', '/activityDetail/16?id=3016');
      await expect(within(running).queryByText('Torneio de slots')).toBeNull();
    });
    await step('each card opens its spec 2 target', async () => {
      await tap(within(running).getByRole('link', { name: titled('Ranking de apostas') }));
      await expect(routeProbe(canvas)).toHaveTextContent('/activityDetail/9?id=3009');
      await tap(within(running).getByRole('button', { name: titled('Check-in de 7 dias') }));
      await expect(overlayProbe(canvas)).toHaveTextContent(
        '{"name":"signIn","props":{"activityId":3021}}',
      );
      await tap(within(running).getByRole('link', { name: titled('Indique e ganhe') }));
      await expect(routeProbe(canvas)).toHaveTextContent('/promotion?tab=records');
      await expect(canvas.getByRole('tab', { name: 'Meus registros' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await tap(canvas.getByRole('tab', { name: 'Promoções' }));
      await expect(routeProbe(canvas)).toHaveTextContent(/^\/promotion$/);
    });
    await runningRegion(canvas);
    window.scrollTo(0, 0);
    await loadLazyImages(canvasElement);
  },
};

/**
 * The demo player: 15 running promotions with their participation badges ("Recompensa
 * disponível" in the reward colour, "Em andamento", "Concluída") and the ended one.
 */
export const Populated: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const running = await runningRegion(canvas);
    await step('the player sees the login-only promotions too', async () => {
      await expect(cardsIn(running)).toHaveLength(15);
      await expect(
        within(running).getByRole('link', { name: titled('Primeiro depósito relâmpago') }),
      ).toBeVisible();
    });
    await step('participation badges', async () => {
      const names = [
        'Clube VIP Recompensa disponível Período: 01/11/2026 a 31/12/2026',
        'Bônus de depósito Em andamento Período: 01/11/2026 a 31/12/2026',
        'Código de resgate Concluída Período: 01/11/2026 a 31/12/2026',
        'Bônus no 2º depósito Período: 01/11/2026 a 31/12/2026',
      ];
      for (const name of names) {
        await expect(within(running).getByRole('link', { name })).toBeVisible();
      }
    });
    await step('the ended one below', async () => {
      const ended = canvas.getByRole('region', { name: 'Encerradas' });
      await expect(
        within(ended).getByRole('link', { name: titled('Torneio de slots') }),
      ).toBeVisible();
    });
    await loadLazyImages(canvasElement);
  },
};

/** Every promotion has ended ('promotions-ended'): said once, then all of them under "Encerradas". */
export const OnlyEnded: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['promotions-ended'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhuma promoção em andamento', {}, patience),
    ).toBeVisible();
    const running = canvas.getByRole('region', { name: RUNNING });
    await expect(within(running).queryByRole('list')).toBeNull();
    const ended = canvas.getByRole('region', { name: 'Encerradas' });
    await expect(cardsIn(ended)).toHaveLength(16);
    // A reward still waiting is news even after the end; the period closed yesterday.
    await expect(
      within(ended).getByRole('link', {
        name: 'Clube VIP Encerrada Recompensa disponível Período: 01/11/2026 a 21/11/2026',
      }),
    ).toBeVisible();
    await expect(
      within(ended).getByRole('link', {
        name: 'Bônus de depósito Encerrada Período: 01/11/2026 a 21/11/2026',
      }),
    ).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** The list never answers: three placeholder cards of the real geometry, the region busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: RUNNING })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      within(canvas.getByRole('region', { name: RUNNING })).queryByRole('link'),
    ).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Promoções' })).toBeVisible();
    await repaintAll();
  },
};

/** No promotion at all ('empty'): the empty state in pt-BR. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhuma promoção no momento', {}, patience),
    ).toBeVisible();
    await expect(
      canvas.getByText('Quando houver uma promoção para você, ela aparece aqui.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Encerradas' })).toBeNull();
    await repaintAll();
  },
};

/** The list fails (HTTP 500): spec 8 fail state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado', {}, patience)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: RUNNING })).toBeNull();
    await repaintAll();
  },
};

const listFailsOnce = failingOnce(endpoints.activityList);

/** The first answer fails, "Tentar novamente" brings the promotions in place of the failure. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: listFailsOnce.handlers } },
  beforeEach: listFailsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado', {}, patience)).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(cardsIn(await runningRegion(canvas))).toHaveLength(11);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor on "Meus registros" (spec 6): a prompt to log in or register in place of the
 * records; each button opens the auth pop-up on its tab.
 */
export const VisitorRecords: Story = {
  parameters: { route: '/promotion?tab=records' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = canvas.getByRole('region', { name: 'Entre para ver os seus registros' });
    await expect(canvas.queryByRole('region', { name: RECORDS })).toBeNull();
    await tap(within(prompt).getByRole('button', { name: 'Cadastrar' }));
    await expect(overlayProbe(canvas)).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await tap(within(prompt).getByRole('button', { name: 'Entrar' }));
    await expect(overlayProbe(canvas)).toHaveTextContent(
      '{"name":"auth","props":{"mode":"login"}}',
    );
    await repaintAll();
  },
};

/**
 * The demo player's records: 9 invite rewards, newest first, each with its São Paulo date, what
 * it was, the amount as a credit and "Creditado"; the end of the list is said.
 */
export const Records: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/promotion?tab=records' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await findRecordRows(canvas, 9);
    const row = within(first as HTMLElement);
    await expect(row.getByText('Indicação de 55***1')).toBeVisible();
    await expect(row.getByText('18/11/2026')).toBeVisible();
    await expect(row.getByText(/^\+R\$\s20,00$/)).toBeVisible();
    await expect(row.getByText('Creditado')).toBeVisible();
    await expect(
      within(recordRows(canvas)[8] as HTMLElement).getByText('29/09/2026'),
    ).toBeVisible();
    await expect(await canvas.findByText('Esses são todos os seus registros')).toBeInTheDocument();
    await expect(canvas.getByText('Mostrando 9 de 9')).toHaveAttribute('role', 'status');
    await repaintAll();
  },
};

/**
 * Many records ('many-invitees', 33): the first two pages (the pager asks for the second while
 * the end is in reach), then "Carregar mais" twice, the keyboard way, to the end.
 */
export const RecordsPages: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/promotion?tab=records', msw: { handlers: scenarios['many-invitees'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('two pages by themselves', async () => {
      await findRecordRows(canvas, 20);
      await expect(canvas.getByText('Mostrando 20 de 33')).toBeInTheDocument();
    });
    await step('"Carregar mais" with the keyboard, to the end', async () => {
      const more = canvas.getByRole('button', { name: 'Carregar mais' });
      await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
      more.focus();
      await userEvent.keyboard('{Enter}');
      await findRecordRows(canvas, 30);
      const again = await canvas.findByRole('button', { name: 'Carregar mais' });
      await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'));
      again.focus();
      await userEvent.keyboard('{Enter}');
      await findRecordRows(canvas, 33);
      await expect(await canvas.findByText('Esses são todos os seus registros')).toBeVisible();
      await expect(canvas.getByText('Mostrando 33 de 33')).toBeInTheDocument();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** The records never answer: placeholder rows, the region busy. */
export const RecordsLoading: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/promotion?tab=records', msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: RECORDS })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(recordRows(canvas)).toHaveLength(0);
    await repaintAll();
  },
};

/** No invited friend ('no-invitees'): the empty state says how a record comes. */
export const RecordsEmpty: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/promotion?tab=records', msw: { handlers: scenarios['no-invitees'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro ainda', {}, patience)).toBeVisible();
    await expect(
      canvas.getByText(
        'Quando um amigo que você convidou fizer o primeiro depósito, o seu prêmio aparece aqui.',
      ),
    ).toBeVisible();
    await repaintAll();
  },
};

/** The records fail (HTTP 500): spec 8 fail state with "Tentar novamente", no row made up. */
export const RecordsError: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/promotion?tab=records', msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado', {}, patience)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(recordRows(canvas)).toHaveLength(0);
    await repaintAll();
  },
};

const recordsFailOnce = failingOnce(endpoints.promoteRecordPage);

/** The records fail once: "Tentar novamente" brings them in place of the failure. */
export const RecordsRecoveredAfterError: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    recordsFailOnce.reset();
  },
  parameters: { route: '/promotion?tab=records', msw: { handlers: recordsFailOnce.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado', {}, patience)).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await findRecordRows(canvas, 9);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await repaintAll();
  },
};

/** The light theme: the player's list, ended card included, still AA (axe). */
export const LightTheme: Story = {
  beforeEach: logInDemoPlayer,
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardsIn(await runningRegion(canvas))).toHaveLength(15);
    canvas.getByRole('region', { name: 'Encerradas' }).scrollIntoView({ block: 'center' });
    await loadLazyImages(canvasElement);
  },
};

/** The 500 px desktop frame: the cards grow with the page, the picture keeps its 2:1 box. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = await runningRegion(canvas);
    await expect(cardsIn(running)).toHaveLength(11);
    const box = within(running)
      .getByRole('link', { name: titled('Clube VIP') })
      .getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(400);
    await loadLazyImages(canvasElement);
  },
};
