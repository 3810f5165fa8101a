import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ACTIVITY_DETAILS, activityIdOf } from '../../../../mocks/data/activities';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import type { ActivityDetail as Detail } from '../../../../src/api/contract';
import { WheelView } from '../../../../src/features/activities/wheel/WheelView';
import { segmentAt } from '../../../../src/features/activities/wheel/wheelRules';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/*
 * Activity type 8 "Roleta da sorte" (spec 7 lucky turntable, big wheel day and month) at the
 * stories' fixed 22/11/2026 12:00 São Paulo. The mock world's wheels have 8 prizes, R$ 0,50 to R$
 * 100,00 on the turntable (the day wheel twice, the month wheel ten times), with chances 30, 25,
 * 20, 12, 7, 4, 1,5 and 0,5 %. The demo player has 3 turntable spins today, 1 on the day wheel and
 * 1 on the month wheel. The runner freezes motion: a spin lands at once.
 */
const ID = activityIdOf(8);
const DETAIL = ACTIVITY_DETAILS.find((a) => a.id === ID) as Detail;

const meta = {
  component: WheelView,
  decorators: [withGamesFrame],
  args: { detail: DETAIL, loggedIn: true, refresh: fn() },
} satisfies Meta<typeof WheelView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const view = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Gire e ganhe' }, { timeout: 5000 });

const oddsRows = async (region: HTMLElement) =>
  within(await within(region).findByRole('table', { name: 'Prêmios e chances' }))
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );

/** The segment under the pointer, from the wheel's resting rotation. */
function landedIndex(region: HTMLElement, count: number): number {
  const rotor = within(region).getByRole('img').firstElementChild as HTMLElement;
  const angle = Number(/rotate\((-?[\d.]+)deg\)/.exec(rotor.style.transform)?.[1]);
  return segmentAt(angle, count);
}

const spinsLeft = (region: HTMLElement) =>
  within(region).getByText('Giros restantes').nextElementSibling?.textContent;

/** The whole page for the demo player: the wheels above the activity's own bonus card. */
const onPage = {
  render: () => <ActivityDetail type="8" />,
  parameters: { route: `/activityDetail/8?id=${ID}` },
};

/**
 * The demo player's turntable on the activity's page: 3 spins, the wheel, "Girar", and the
 * prizes with their odds BEFORE any spin; the activity's bonus card stays below.
 */
export const Claimable: Story = {
  beforeEach: logInDemoPlayer,
  ...onPage,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await step('the three wheels, the turntable chosen', async () => {
      const tabs = within(region).getAllByRole('tab');
      await expect(tabs.map((tab) => tab.textContent)).toEqual(['Roleta', 'Diária', 'Mensal']);
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    });
    await step('the prizes and their odds before a spin', async () => {
      const rows = await oddsRows(region);
      await expect(rows[0]).toBe('Prêmio | Chance');
      await expect(rows).toHaveLength(9);
      await expect(rows[1]).toMatch(/^R\$\s0,50 \| 30\s?%$/);
      await expect(rows[7]).toMatch(/^R\$\s50,00 \| 1,5\s?%$/);
      await expect(rows[8]).toMatch(/^R\$\s100,00 \| 0,5\s?%$/);
      await expect(
        within(region).getByRole('img', {
          name: /^Roleta com 8 prêmios, de R\$\s0,50 a R\$\s100,00$/,
        }),
      ).toBeVisible();
    });
    await step('3 spins left and the spin button', async () => {
      await expect(spinsLeft(region)).toBe('3');
      await expect(within(region).getByRole('button', { name: 'Girar' })).toBeEnabled();
    });
    await step('the activity’s own bonus card below', async () => {
      await expect(canvas.getByRole('region', { name: 'Sua participação' })).toBeVisible();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * A double tap spins once: the wheel lands on the segment the server drew, "Você ganhou R$ …!"
 * is said in a live region with the same amount as that segment's row, and 2 spins are left.
 */
export const Claimed: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    const rows = await oddsRows(region);
    const spins: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === endpoints.luckyTurntableSpin.path)
        spins.push(request.method);
    };
    const { worker } = await import('../../../../mocks/browser');
    worker.events.on('request:start', listener);
    try {
      await step('a double tap on "Girar"', async () => {
        const button = within(region).getByRole('button', { name: 'Girar' });
        await tap(button);
        await tap(button);
      });
      await step('the prize is announced once the wheel has landed', async () => {
        const status = within(region).getByRole('status');
        await waitFor(() => expect(status).toHaveTextContent(/^Você ganhou R\$\s[\d.,]+!/));
        await expect(status).toHaveTextContent('O prêmio já está no seu saldo.');
        await expect(spins).toEqual(['POST']);
      });
    } finally {
      worker.events.removeListener('request:start', listener);
    }
    await step('the wheel rests on the prize it announced; one spin fewer', async () => {
      const said = /R\$\s[\d.,]+/
        .exec(within(region).getByRole('status').textContent ?? '')?.[0]
        ?.replace(/\s+/g, ' ');
      const row = rows[landedIndex(region, 8) + 1] ?? '';
      await expect(row.startsWith(said ?? '?')).toBe(true);
      await waitFor(() => expect(spinsLeft(region)).toBe('2'));
      await expect(within(region).getByRole('button', { name: 'Girar' })).toBeEnabled();
    });
  },
};

/**
 * The spins were used on another device just before the tap ('wheel-spun-elsewhere'): the
 * refusal is said in place, the wheel reads 0 spins and the time to the next ones.
 */
export const Refused: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['wheel-spun-elsewhere'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await tap(await within(region).findByRole('button', { name: 'Girar' }));
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Não foi possível girarVocê não tem giros disponíveis agora.',
    );
    await waitFor(() => expect(spinsLeft(region)).toBe('0'));
    await expect(within(region).queryByRole('button', { name: 'Girar' })).toBeNull();
    await expect(within(region).getByRole('timer')).toHaveTextContent('12:00:00');
    await expect(within(region).queryByText(/Você ganhou/)).toBeNull();
  },
};

/**
 * Every spin used ('wheel-spins-used'): 0 spins, "Novos giros em 12:00:00" (São Paulo
 * midnight), no spin button; the odds stay readable.
 */
export const NoSpinsLeft: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['wheel-spins-used'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await waitFor(() => expect(spinsLeft(region)).toBe('0'));
    await expect(within(region).getByText('Você usou todos os giros desta rodada.')).toBeVisible();
    await expect(within(region).getByRole('timer')).toHaveTextContent('12:00:00');
    await expect(within(region).queryByRole('button', { name: 'Girar' })).toBeNull();
    await expect(await oddsRows(region)).toHaveLength(9);
  },
};

/**
 * The month wheel, reached with the keyboard (arrows, Enter): ten times the prizes, "R$ 1 mil" on
 * the wheel (spec 5, pt-BR words) and R$ 1.000,00 in the table; 1 spin this month.
 */
export const MonthWheel: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await oddsRows(region);
    const first = within(region).getByRole('tab', { name: 'Roleta' });
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    const month = within(region).getByRole('tab', { name: 'Mensal' });
    await waitFor(() => expect(month).toHaveFocus());
    await tap(month);
    await waitFor(() => expect(month).toHaveAttribute('aria-selected', 'true'));
    await waitFor(async () =>
      expect((await oddsRows(region))[8]).toMatch(/^R\$\s1\.000,00 \| 0,5\s?%$/),
    );
    await expect(within(region).getByText('R$ 1 mil')).toBeInTheDocument();
    await expect(spinsLeft(region)).toBe('1');
    await expect(within(region).getByRole('button', { name: 'Girar' })).toBeEnabled();
    month.blur();
  },
};

/**
 * A visitor on the page (spec 6): the wheel and its odds, an invitation, no spins count;
 * "Girar" opens the register pop-up and nothing is sent.
 */
export const Visitor: Story = {
  ...onPage,
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(await oddsRows(region)).toHaveLength(9);
    await expect(
      within(region).getByText('Crie sua conta para girar e ganhar prêmios em dinheiro.'),
    ).toBeVisible();
    await expect(within(region).queryByText('Giros restantes')).toBeNull();
    await tap(within(region).getByRole('button', { name: 'Girar' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await loadLazyImages(canvasElement);
  },
};

/** After the activity's period (02/01/2027): "Esta roleta terminou em 31/12/2026.", no spin. */
export const Expired: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { clock: Date.UTC(2027, 0, 2, 15) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(
      await within(region).findByText('Esta roleta terminou em 31/12/2026.'),
    ).toBeVisible();
    await expect(within(region).queryByRole('button', { name: 'Girar' })).toBeNull();
    await expect(within(region).queryByText('Giros restantes')).toBeNull();
  },
};

/** No prizes configured (the 'empty' scenario empties the wheel's list): said, nothing to spin. */
export const Empty: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(await within(region).findByText('Nenhum prêmio nesta roleta')).toBeVisible();
    await expect(within(region).queryByRole('button', { name: 'Girar' })).toBeNull();
    await expect(within(region).queryByRole('table')).toBeNull();
  },
};

/** The wheel never answers: the panel's placeholder (wheel, button, table) and busy tabs. */
export const Loading: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(within(region).getByRole('tab', { name: 'Roleta' })).toBeVisible();
    await expect(within(region).queryByRole('table')).toBeNull();
    await expect(within(region).queryByRole('button', { name: 'Girar' })).toBeNull();
  },
};

/** The wheel fails (HTTP 500): "Não foi possível carregar a roleta" with "Tentar novamente". */
export const Error: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await expect(
      await within(region).findByText('Não foi possível carregar a roleta'),
    ).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.luckyTurntable);

/** The first read fails; "Tentar novamente" brings the wheel and its odds. */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    failsOnce.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await view(canvas);
    await tap(await within(region).findByRole('button', { name: 'Tentar novamente' }));
    await expect(await oddsRows(region)).toHaveLength(9);
    await expect(spinsLeft(region)).toBe('3');
  },
};

/** The page in the light theme (axe AA in both themes). */
export const LightTheme: Story = {
  ...Claimable,
  globals: { theme: 'light' },
};
