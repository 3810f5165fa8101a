import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { Wallet } from '../../../src/screens/Wallet/Wallet';
import { setSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: Wallet,
  decorators: [withGamesFrame],
  parameters: { route: '/wallet' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Wallet>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const totalCard = (canvas: Canvas) => canvas.getByRole('region', { name: 'Saldo total' });
const currencies = (canvas: Canvas) => canvas.getByRole('region', { name: 'Suas moedas' });
const list = (canvas: Canvas) => canvas.queryByRole('list', { name: 'Suas moedas' });

/** The currency codes listed, in order (each row is a button named after its code first). */
const codes = (canvas: Canvas) => {
  const rows = list(canvas);
  return rows
    ? within(rows)
        .getAllByRole('button')
        .map((row) => row.textContent?.match(/^[A-Z]+/)?.[0])
    : [];
};

const row = (canvas: Canvas, code: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${code}\\b`) });

/** Waits for the demo player's four wallets and the total in reais. */
async function findWallets(canvas: Canvas) {
  await waitFor(() => expect(codes(canvas)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']), {
    timeout: 4000,
  });
  await waitFor(() => expect(totalCard(canvas)).not.toHaveAttribute('aria-busy'));
}

const location = (canvas: Canvas) => canvas.getByRole('status', { name: 'Rota atual' });

/**
 * The demo player: the total of every wallet in reais, BRL as the current currency, the three
 * money pages, and each balance at its currency's accuracy (spec 5).
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page and its total', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
      await findWallets(canvas);
      await expect(totalCard(canvas)).toHaveTextContent(/R\$\s2\.771,90/);
      await expect(totalCard(canvas)).toHaveTextContent(/Moeda atual\s*BRL/);
    });
    await step('every currency at its accuracy, BRL in use', async () => {
      await expect(row(canvas, 'BRL')).toHaveTextContent(/R\$\s1\.847,35/);
      await expect(row(canvas, 'BRL')).toHaveAttribute('aria-current', 'true');
      await expect(row(canvas, 'USDT')).toHaveTextContent(/USDT\s52,1834/);
      await expect(row(canvas, 'BTC')).toHaveTextContent(/BTC\s0,00123456/);
      await expect(row(canvas, 'ETH')).toHaveTextContent(/ETH\s0,000000/);
      await expect(row(canvas, 'ETH')).not.toHaveAttribute('aria-current');
      await expect(canvas.getByText('Mostrando 4 de 4 moedas')).toHaveAttribute('role', 'status');
    });
    await step('deposit, withdraw and exchange are links to their pages', async () => {
      const actions = within(canvas.getByRole('navigation', { name: 'Movimentar a carteira' }));
      await expect(actions.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
        'href',
        '/deposit',
      );
      await expect(actions.getByRole('link', { name: 'Sacar' })).toHaveAttribute(
        'href',
        '/withdraw',
      );
      await expect(actions.getByRole('link', { name: 'Converter' })).toHaveAttribute(
        'href',
        '/exchange',
      );
      await tap(actions.getByRole('link', { name: 'Converter' }));
      await expect(location(canvas)).toHaveTextContent('/exchange');
    });
  },
};

/** The wallets never arrive: placeholders where the total and the rows go, the page says busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
    await expect(totalCard(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(currencies(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(list(canvas)).toBeNull();
    await expect(totalCard(canvas)).not.toHaveTextContent(/R\$/);
    // The money pages do not wait for the balances.
    await expect(canvas.getByRole('link', { name: 'Depositar' })).toBeVisible();
  },
};

/**
 * Loading and loaded take the same room: the rows replace their placeholders without moving
 * the search, the option or anything above them.
 */
export const NoLayoutShift: Story = {
  parameters: { msw: { handlers: scenarios.slow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Buscar moeda' });
    const before = {
      card: totalCard(canvas).getBoundingClientRect().height,
      search: search.getBoundingClientRect().top,
      // The section holds its heading, the filters, then the list (or its placeholder).
      firstRow: currencies(canvas).children[2]!.firstElementChild!.getBoundingClientRect(),
    };
    await expect(list(canvas)).toBeNull();
    await waitFor(() => expect(codes(canvas)).toHaveLength(4), { timeout: 8000 });
    await waitFor(() => expect(totalCard(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(totalCard(canvas).getBoundingClientRect().height).toBe(before.card);
    await expect(search.getBoundingClientRect().top).toBe(before.search);
    const first = row(canvas, 'BRL').getBoundingClientRect();
    await expect(first.top).toBe(before.firstRow.top);
    await expect(first.height).toBe(before.firstRow.height);
  },
};

/** The player has no wallet at all ('no-wallets'): the empty state and the way to deposit. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios['no-wallets'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você ainda não tem carteira')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
      'href',
      '/deposit',
    );
    await expect(list(canvas)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Saldo total' })).toBeNull();
  },
};

/** The wallets fail to load (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(list(canvas)).toBeNull();
  },
};

const summaryFailsOnce = failingOnce(endpoints.walletSummary);

/** The first load fails, "Tentar novamente" brings the wallets. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: summaryFailsOnce.handlers } },
  beforeEach: summaryFailsOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure state', async () => {
      await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    });
    await step('the retry shows the wallets', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await findWallets(canvas);
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
      await expect(totalCard(canvas)).toHaveTextContent(/R\$\s2\.771,90/);
    });
    await repaintAll();
  },
};

/** "Ocultar saldos zerados" on (spec 5): the empty ETH wallet goes, the others stay. */
export const HideEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await tap(canvas.getByRole('checkbox', { name: 'Ocultar saldos zerados' }));
    await expect(canvas.getByRole('checkbox', { name: 'Ocultar saldos zerados' })).toBeChecked();
    await waitFor(() => expect(codes(canvas)).toEqual(['BRL', 'USDT', 'BTC']));
    await expect(canvas.getByText('Mostrando 3 de 4 moedas')).toBeInTheDocument();
    await repaintAll();
  },
};

/**
 * A player who has not deposited yet: all four wallets at zero. Hiding zero balances keeps
 * the current currency (spec 5), so the list never empties.
 */
export const HideEmptyKeepsCurrent: Story = {
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await expect(totalCard(canvas)).toHaveTextContent(/R\$\s0,00/);
    await tap(canvas.getByRole('checkbox', { name: 'Ocultar saldos zerados' }));
    await waitFor(() => expect(codes(canvas)).toEqual(['BRL']));
    await expect(row(canvas, 'BRL')).toHaveAttribute('aria-current', 'true');
    await expect(row(canvas, 'BRL')).toHaveTextContent(/R\$\s0,00/);
    await repaintAll();
  },
};

/** The search matches the code in any case (spec 5): "us" finds USDT. */
export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Buscar moeda' });
    await step('lower case finds the upper-case code', async () => {
      await userEvent.type(search, 'us');
      await waitFor(() => expect(codes(canvas)).toEqual(['USDT']));
      await expect(canvas.getByText('Mostrando 1 de 4 moedas')).toBeInTheDocument();
    });
    await step('"Limpar" lists every currency again; "Bt" finds BTC', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
      await waitFor(() => expect(codes(canvas)).toHaveLength(4));
      await userEvent.type(search, 'Bt');
      await waitFor(() => expect(codes(canvas)).toEqual(['BTC']));
    });
    // Focus away from the field, so it is drawn at rest.
    await userEvent.click(canvas.getByRole('heading', { level: 2, name: 'Suas moedas' }));
    await repaintAll();
  },
};

/** A search no code matches: the page says so and lists nothing. */
export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar moeda' }), 'xyz');
    await expect(await canvas.findByText('Nenhuma moeda encontrada')).toBeVisible();
    await expect(canvas.getByText('Nenhum código de moeda contém "xyz".')).toBeVisible();
    await expect(list(canvas)).toBeNull();
    await expect(canvas.getByText('Mostrando 0 de 4 moedas')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('heading', { level: 2, name: 'Suas moedas' }));
    await repaintAll();
  },
};

/** Searching a code whose wallet is empty while zeros are hidden: the page says why. */
export const SearchHiddenByEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await tap(canvas.getByRole('checkbox', { name: 'Ocultar saldos zerados' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar moeda' }), 'eth');
    await expect(await canvas.findByText('Nenhuma moeda encontrada')).toBeVisible();
    await expect(
      canvas.getByText('As moedas com "eth" estão com saldo zerado e ocultas.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { level: 2, name: 'Suas moedas' }));
    await repaintAll();
  },
};

/**
 * Long amounts ('big-balance'): R$ 98.765.432,109 shows rounded DOWN to R$ 98.765.432,10
 * (spec 5), and nothing runs out of its row or the card.
 */
export const BigBalance: Story = {
  parameters: { msw: { handlers: scenarios['big-balance'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await expect(row(canvas, 'BRL')).toHaveTextContent(/R\$\s98\.765\.432,10$/);
    await expect(row(canvas, 'USDT')).toHaveTextContent(/USDT\s1\.250\.000,5000$/);
    await expect(totalCard(canvas)).toHaveTextContent(/R\$\s105\.416\.081,70/);
    for (const box of [totalCard(canvas), row(canvas, 'BRL'), row(canvas, 'USDT')]) {
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
  },
};

/**
 * Tapping USDT makes it the current currency: the total is asked again and shown in USDT
 * (summaryList/USDT), and the check moves to USDT.
 */
export const CurrencyChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await tap(row(canvas, 'USDT'));
    await waitFor(() => expect(totalCard(canvas)).toHaveTextContent(/USDT\s521,0338/));
    await expect(totalCard(canvas)).toHaveTextContent(/Moeda atual\s*USDT/);
    await expect(row(canvas, 'USDT')).toHaveAttribute('aria-current', 'true');
    await expect(row(canvas, 'BRL')).not.toHaveAttribute('aria-current');
    // Still on the wallet page: choosing a currency is not a navigation.
    await expect(location(canvas)).toHaveTextContent('/wallet');
    await repaintAll();
  },
};

/**
 * The player's saved currency is EUR, which has no wallet: spec 4's fallback makes the first
 * wallet with a positive balance (BRL) current, and the total is in BRL.
 */
export const FallbackCurrency: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, currentCurrency: 'EUR' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await expect(totalCard(canvas)).toHaveTextContent(/Moeda atual\s*BRL/);
    await expect(totalCard(canvas)).toHaveTextContent(/R\$\s2\.771,90/);
    await expect(row(canvas, 'BRL')).toHaveAttribute('aria-current', 'true');
  },
};

/** The 500 px desktop column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWallets(canvas);
    await expect(totalCard(canvas)).toHaveTextContent(/R\$\s2\.771,90/);
  },
};
