import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applyScenario, scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { exchange } from '../../../src/api/cashier';
import { Exchange } from '../../../src/screens/Exchange/Exchange';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/*
 * /exchange on the mock world: the demo player holds R$ 1.847,35, USDT 52,1834, BTC and an
 * empty ETH wallet (mocks/data/README.md); the seed rate BRL -> USDT is 0,18796992 and USDT
 * has 4 decimals, so R$ 100 gives USDT 18,7969 (18,796992 rounded DOWN, spec 5).
 */
const meta = {
  component: Exchange,
  decorators: [withGamesFrame],
  parameters: { route: '/exchange' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Exchange>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Waits for the form (rates, accuracies and wallets read) and returns the canvas. */
async function findForm(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('combobox', { name: 'De' }, { timeout: 4000 });
  return canvas;
}

const amountField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Valor' });
const preview = (canvas: Canvas) => canvas.getByRole('region', { name: 'Você recebe' });

/** Types an amount like a player, then leaves the field (the refusal shows once it is left). */
async function typeAmount(canvas: Canvas, text: string): Promise<void> {
  const field = amountField(canvas);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  field.blur();
}

/** Fills R$ `text` and opens the review ("Converter"). */
async function review(canvas: Canvas, text: string) {
  await typeAmount(canvas, text);
  await tap(canvas.getByRole('button', { name: 'Converter' }));
  return within(await canvas.findByRole('region', { name: 'Confira a conversão' }));
}

/** The two balances of the form: what the player holds, as the server has it. */
async function expectBalances(canvas: Canvas, brl: RegExp, usdt: RegExp) {
  await expect(canvas.getByRole('combobox', { name: 'De' })).toHaveAccessibleDescription(brl);
  await expect(canvas.getByRole('combobox', { name: 'Para' })).toHaveAccessibleDescription(usdt);
}

/** The demo player converts R$ 100 to USDT: the rate, both balances and the preview. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    await step('BRL to USDT, each with its balance and the rate', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Converter moedas' }),
      ).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: 'De' })).toHaveValue('BRL');
      await expect(canvas.getByRole('combobox', { name: 'Para' })).toHaveValue('USDT');
      await expectBalances(canvas, /^Saldo: R\$\s1\.847,35$/, /^Saldo: USDT\s52,1834$/);
      await expect(canvas.getByText('1 BRL = 0,18796992 USDT')).toBeVisible();
    });
    await step('before an amount, the preview asks for one', async () => {
      await expect(preview(canvas)).toHaveTextContent(
        'Informe o valor para ver quanto você recebe.',
      );
    });
    await step('R$ 100 gives USDT 18,7969: 18,796992 rounded down to 4 places', async () => {
      await typeAmount(canvas, '100');
      await expect(within(preview(canvas)).getByText(/^USDT\s18,7969$/)).toBeVisible();
      await expect(preview(canvas)).toHaveTextContent(
        'Arredondado para baixo em 4 casas decimais, a precisão de USDT.',
      );
    });
  },
};

/** The swap button turns the pair around: USDT 10 gives R$ 53,20 at 5,32. */
export const Swapped: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    await typeAmount(canvas, '100');
    await step('"Inverter moedas" makes USDT the source and empties the amount', async () => {
      await tap(canvas.getByRole('button', { name: 'Inverter moedas' }));
      await expect(canvas.getByRole('combobox', { name: 'De' })).toHaveValue('USDT');
      await expect(canvas.getByRole('combobox', { name: 'Para' })).toHaveValue('BRL');
      await expect(amountField(canvas)).toHaveValue('');
      await expect(canvas.getByText('1 USDT = 5,32 BRL')).toBeVisible();
    });
    await step('the amount is now in USDT, at USDT accuracy', async () => {
      await typeAmount(canvas, '10,1234');
      await expect(within(preview(canvas)).getByText(/^R\$\s53,85$/)).toBeVisible();
      await expect(preview(canvas)).toHaveTextContent(
        'Arredondado para baixo em 2 casas decimais, a precisão de BRL.',
      );
    });
  },
};

/** Bad amounts are refused in pt-BR and never reach the review: 1e5, 3 decimals, over balance. */
export const AmountRefused: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    await step('"1e5" is kept as typed and refused', async () => {
      await typeAmount(canvas, '1e5');
      await expect(amountField(canvas)).toHaveValue('1e5');
      await expect(amountField(canvas)).toHaveAccessibleDescription(/Use só números/);
      await expect(within(preview(canvas)).getByText('—')).toBeVisible();
    });
    await step('three decimals are more than BRL has', async () => {
      await typeAmount(canvas, '10,555');
      await expect(amountField(canvas)).toHaveAccessibleDescription(
        /Use no máximo 2 casas decimais\./,
      );
    });
    await step('more than the balance: refused, and "Converter" opens no review', async () => {
      await typeAmount(canvas, '5000');
      await tap(canvas.getByRole('button', { name: 'Converter' }));
      await expect(amountField(canvas)).toHaveAccessibleDescription(
        /O valor passa do disponível: R\$\s1\.847,35\./,
      );
      await expect(canvas.queryByRole('region', { name: 'Confira a conversão' })).toBeNull();
    });
  },
};

/** Confirmed: the page says so and shows both balances as the server has them now. */
export const Done: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    await step('the review shows what leaves, what arrives and the rate', async () => {
      const panel = await review(canvas, '100');
      await expect(panel.getByText(/^R\$\s100,00$/)).toBeVisible();
      await expect(panel.getByText(/^USDT\s18,7969$/)).toBeVisible();
      await expect(panel.getByText('1 BRL = 0,18796992 USDT')).toBeVisible();
      await tap(panel.getByRole('button', { name: 'Confirmar conversão' }));
    });
    await step('done, with both new balances', async () => {
      const heading = await canvas.findByRole('heading', { name: 'Conversão concluída' });
      await expect(heading).toHaveFocus();
      await expect(canvas.getByText(/^Você converteu R\$\s100,00 em USDT\.$/)).toBeVisible();
      const balances = within(canvas.getByRole('region', { name: 'Seus saldos agora' }));
      const rows = balances.getAllByRole('listitem');
      await expect(rows[0]).toHaveTextContent(/^BRLR\$\s1\.747,35$/);
      await expect(rows[1]).toHaveTextContent(/^USDTUSDT\s70,9803$/);
    });
  },
};

/** "Nova conversão" after a conversion: an empty form on the new balances. */
export const NewConversion: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    const panel = await review(canvas, '100');
    await tap(panel.getByRole('button', { name: 'Confirmar conversão' }));
    await canvas.findByRole('heading', { name: 'Conversão concluída' });
    await step('"Nova conversão" opens an empty form on the new balances', async () => {
      await tap(canvas.getByRole('button', { name: 'Nova conversão' }));
      await expect(amountField(await findForm(canvasElement))).toHaveValue('');
      await expectBalances(canvas, /^Saldo: R\$\s1\.747,35$/, /^Saldo: USDT\s70,9803$/);
      await expect(canvas.queryByRole('heading', { name: 'Conversão concluída' })).toBeNull();
    });
  },
};

/**
 * The server refuses: while the player reviewed R$ 1.800, a conversion on another device left
 * R$ 1.747,35. The refusal is explained in place, nothing moved, and the form shows the balance
 * as it is now and why the amount no longer fits.
 */
export const Refused: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    const panel = await review(canvas, '1800');
    await step('another device converts R$ 100 first', async () => {
      await exchange(
        { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 },
        { idempotencyKey: 'story-another-device' },
      );
    });
    await step('"Confirmar conversão": refused, explained in pt-BR', async () => {
      await tap(panel.getByRole('button', { name: 'Confirmar conversão' }));
      const refusal = await canvas.findByText(
        'Saldo insuficiente. Nada foi convertido e seus saldos continuam os mesmos.',
      );
      await expect(refusal).toHaveAttribute('role', 'alert');
      await expect(canvas.queryByRole('region', { name: 'Confira a conversão' })).toBeNull();
    });
    await step(
      'the balances as the server has them, and the amount judged against them',
      async () => {
        await waitFor(() =>
          expectBalances(canvas, /^Saldo: R\$\s1\.747,35$/, /^Saldo: USDT\s70,9803$/),
        );
        await expect(amountField(canvas)).toHaveAccessibleDescription(
          /O valor passa do disponível: R\$\s1\.747,35\./,
        );
      },
    );
    await repaintAll();
  },
};

/** The player holds only BRL ('single-wallet'): there is nothing to convert to, said plainly. */
export const NoSecondCurrency: Story = {
  parameters: { msw: { handlers: scenarios['single-wallet'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Você tem só uma moeda', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Para converter, é preciso ter carteira em duas moedas. Hoje sua carteira tem só BRL.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'De' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Converter' })).toBeNull();
  },
};

/** Every call fails (HTTP 500): the failure state with "Tentar novamente", no figures. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByText(/Saldo:/)).toBeNull();
  },
};

const ratesFailOnce = failingOnce(endpoints.currencyExchange);

/** The rates fail once; "Tentar novamente" brings the form. */
export const RetriedAfterError: Story = {
  parameters: { msw: { handlers: ratesFailOnce.handlers } },
  beforeEach: ratesFailOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure state', async () => {
      await expect(await canvas.findByText('Algo deu errado', {}, { timeout: 4000 })).toBeVisible();
    });
    await step('"Tentar novamente" reads the rates again', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await findForm(canvasElement);
      await expect(canvas.getByText('1 BRL = 0,18796992 USDT')).toBeVisible();
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    });
  },
};

/**
 * Confirmed and not answered yet (the 'timeout' scenario from the confirmation on): the button
 * is busy and ignores more taps, and both balances still show what the server has.
 */
export const Pending: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await findForm(canvasElement);
    const panel = await review(canvas, '100');
    applyScenario('timeout');
    await step('ten taps on "Confirmar conversão"', async () => {
      const confirm = panel.getByRole('button', { name: 'Confirmar conversão' });
      for (let i = 0; i < 10; i += 1) await tap(confirm);
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      await expect(panel.getByRole('button', { name: 'Alterar' })).toBeDisabled();
      await expect(panel.getByRole('status')).toHaveTextContent(
        'Convertendo… Seus saldos só mudam quando a conversão for confirmada.',
      );
    });
    await step('the balances are unchanged while it is pending', async () => {
      await expectBalances(canvas, /^Saldo: R\$\s1\.847,35$/, /^Saldo: USDT\s52,1834$/);
      await expect(canvas.getByRole('combobox', { name: 'De' })).toBeDisabled();
      await expect(amountField(canvas)).toBeDisabled();
    });
  },
};

/** Nothing has answered yet ('timeout'): placeholders in a busy region, no figures. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Conversão' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByText(/Saldo:/)).toBeNull();
  },
};
