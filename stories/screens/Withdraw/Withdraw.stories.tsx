import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { Withdraw } from '../../../src/screens/Withdraw/Withdraw';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/**
 * /withdraw for the demo player (mocks/data/README.md): R$ 1.847,35 in BRL, of which R$ 534,55
 * is held by rollover (one requirement waiting, one in progress), so R$ 1.312,80 can be
 * withdrawn; six saved accounts, the CPF Pix key 390.533.447-05 first (the default).
 */
const meta = {
  component: Withdraw,
  decorators: [withGamesFrame],
  parameters: { route: '/withdraw' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Withdraw>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Waits for the page to load: the accounts group. */
const findAccounts = (canvas: Canvas) =>
  canvas.findByRole('group', { name: 'Conta de saque' }, { timeout: 4000 });

const amountField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Valor do saque' });

/** Types an amount the way a player does: the field emptied, then the keys. */
async function typeAmount(canvas: Canvas, text: string) {
  const field = amountField(canvas);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** The field left without a focus ring, so the screenshot shows the page at rest. */
async function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  await repaintAll();
}

/** The default account picked, an amount typed, "Continuar": the confirmation step. */
async function toConfirm(canvas: Canvas, amount: string) {
  await findAccounts(canvas);
  await typeAmount(canvas, amount);
  await tap(canvas.getByRole('button', { name: 'Continuar' }));
  await canvas.findByRole('heading', { name: 'Confirme o saque' });
}

/** Every saved account, the default one picked, the limits and the withdrawable part. */
export const WithAccounts: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the saved accounts, the default CPF key picked', async () => {
      const group = within(await findAccounts(canvas));
      const radios = group.getAllByRole('radio');
      await expect(radios).toHaveLength(6);
      await expect(group.getByRole('radio', { name: 'Pix · CPF 390.533.447-05' })).toBeChecked();
      await expect(group.getByRole('radio', { name: /^Pix · Celular/ })).not.toBeChecked();
      await expect(
        group.getByRole('radio', { name: /^Carteira USDT · TRC20 T\w{5}…/ }),
      ).toBeVisible();
      await expect(group.getByRole('button', { name: 'Adicionar conta' })).toBeEnabled();
    });
    await step('the amount field shows the limits before anything is typed', async () => {
      await expect(amountField(canvas)).toHaveValue('');
      await expect(canvas.getByText(/^Mínimo R\$\s20,00 · Máximo R\$\s20\.000,00$/)).toBeVisible();
      await expect(canvas.getByText(/^R\$\s1\.312,80$/)).toBeVisible();
    });
    await step('a crypto wallet: its coin, its limits at its accuracy', async () => {
      await tap(canvas.getByRole('radio', { name: /^Carteira USDT/ }));
      // USDT's accuracy comes from the currency map, a call the page does not wait for.
      await expect(
        await canvas.findByText(/^Mínimo USDT\s10,0000 · Máximo USDT\s5\.000,0000$/),
      ).toBeVisible();
      await tap(canvas.getByRole('radio', { name: 'Pix · CPF 390.533.447-05' }));
      await expect(canvas.getByText(/^Mínimo R\$\s20,00/)).toBeVisible();
    });
    await settle();
  },
};

/** The calls never answer: placeholders, the page says it is busy, the title is already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sacar' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Carregando o saque' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('group', { name: 'Conta de saque' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

/** Every call fails (HTTP 500): the failure state with "Tentar novamente", no form. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox', { name: 'Valor do saque' })).toBeNull();
  },
};

const accountsFailOnce = failingOnce(endpoints.withdrawAccountList);

/** The account list fails once; "Tentar novamente" brings the page. */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: accountsFailOnce.handlers } },
  beforeEach: accountsFailOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure state', async () => {
      await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    });
    await step('the retry loads the accounts', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await findAccounts(canvas);
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    });
    await settle();
  },
};

/** No saved account yet: says so, offers only "Adicionar conta" (the add form opens). */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: scenarios['no-withdraw-accounts'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('no account, no amount to type yet', async () => {
      await findAccounts(canvas);
      await expect(canvas.getByText('Nenhuma conta de saque')).toBeVisible();
      await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
      await expect(canvas.queryByRole('textbox', { name: 'Valor do saque' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
    });
    await step(
      '"Adicionar conta" opens the form, CPF key first; "Cancelar" comes back',
      async () => {
        await tap(canvas.getByRole('button', { name: 'Adicionar conta' }));
        const heading = canvas.getByRole('heading', { name: 'Nova conta de saque' });
        await expect(heading).toHaveFocus();
        await expect(canvas.getByRole('combobox', { name: 'Tipo de chave' })).toHaveValue('CPF');
        await expect(
          canvas.getByRole('textbox', { name: 'Chave Pix (CPF)' }),
        ).toHaveAccessibleDescription('Use o seu CPF, o mesmo do cadastro.');
        await tap(canvas.getByRole('button', { name: 'Cancelar' }));
        await expect(canvas.getByText('Nenhuma conta de saque')).toBeVisible();
      },
    );
    await settle();
  },
};

/**
 * A CPF Pix key: wrong check digits are refused here; another person's valid CPF is refused by
 * the server (the app holds no registered CPF after a plain login, so the server decides); the
 * player's own CPF is saved and picked.
 */
export const AddPixKey: Story = {
  parameters: { msw: { handlers: scenarios['no-withdraw-accounts'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findAccounts(canvas);
    await tap(canvas.getByRole('button', { name: 'Adicionar conta' }));
    const key = () => canvas.getByRole('textbox', { name: 'Chave Pix (CPF)' });
    const save = () => canvas.getByRole('button', { name: 'Salvar conta' });
    await step('wrong check digits: refused before sending', async () => {
      await userEvent.type(key(), '39053344706');
      await expect(key()).toHaveValue('390.533.447-06');
      await tap(save());
      await expect(canvas.getByText('CPF inválido. Confira os números.')).toBeVisible();
      await expect(key()).toHaveAttribute('aria-invalid', 'true');
    });
    await step("someone else's CPF: the server refuses it under the field", async () => {
      await userEvent.clear(key());
      await userEvent.type(key(), '52998224725');
      await tap(save());
      await expect(
        await canvas.findByText('A chave CPF precisa ser o seu próprio CPF, o mesmo do cadastro.'),
      ).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Nova conta de saque' })).toBeVisible();
    });
    await step('the own CPF is saved, picked and announced', async () => {
      await userEvent.clear(key());
      await userEvent.type(key(), '39053344705');
      await tap(save());
      const group = within(await findAccounts(canvas));
      await expect(group.getByRole('radio', { name: 'Pix · CPF 390.533.447-05' })).toBeChecked();
      await expect(canvas.getByText('Conta salva: Pix · CPF.')).toBeInTheDocument();
      await expect(amountField(canvas)).toBeVisible();
    });
    await settle();
  },
};

/** Bad amounts send nothing: "1e5", under the minimum, over the withdrawable part. */
export const AmountRefused: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findAccounts(canvas);
    const goOn = () => canvas.getByRole('button', { name: 'Continuar' });
    await step('"1e5" is kept as typed and refused once the field is left', async () => {
      await typeAmount(canvas, '1e5');
      await expect(amountField(canvas)).toHaveValue('1e5');
      await userEvent.tab();
      await expect(
        canvas.getByText('Use só números, com vírgula para os centavos (ex.: 50,00).'),
      ).toBeVisible();
    });
    await step('under the minimum: the minimum is named, no confirmation', async () => {
      await typeAmount(canvas, '10');
      await tap(goOn());
      await expect(canvas.getByText(/^O valor mínimo é R\$\s20,00\.$/)).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Confirme o saque' })).toBeNull();
    });
    await step('over the withdrawable part: both amounts and what rollover holds', async () => {
      await typeAmount(canvas, '1500');
      await tap(goOn());
      await expect(
        canvas.getByText(/^O valor passa do disponível: R\$\s1\.312,80\.$/),
      ).toBeVisible();
      await expect(
        canvas.getByText(
          /^Você pediu R\$\s1\.500,00, mas só R\$\s1\.312,80 pode ser sacado agora: R\$\s534,55 do saldo ainda depende de apostas \(rollover\)\.$/,
        ),
      ).toBeVisible();
      await expect(amountField(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.queryByRole('heading', { name: 'Confirme o saque' })).toBeNull();
    });
    await settle();
  },
};

/** The rollover that holds part of the balance: each requirement's status and progress. */
export const WageringInProgress: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findAccounts(canvas);
    const section = within(canvas.getByRole('region', { name: 'Rollover (apostas exigidas)' }));
    await step('the balance split: held by rollover and withdrawable', async () => {
      await expect(section.getByText('Saldo na carteira').nextElementSibling).toHaveTextContent(
        /^R\$\s1\.847,35$/,
      );
      await expect(section.getByText('Preso no rollover').nextElementSibling).toHaveTextContent(
        /^R\$\s534,55$/,
      );
      await expect(section.getByText('Disponível para saque').nextElementSibling).toHaveTextContent(
        /^R\$\s1\.312,80$/,
      );
      await expect(section.getByText(/^Bônus e alguns depósitos pedem/)).toBeVisible();
    });
    await step('every coding status of spec 3, with progress', async () => {
      const list = within(await section.findByRole('list', { name: 'Rollovers desta moeda' }));
      await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
      const inProgress = list.getByRole('progressbar', { name: 'Progresso: Depósito via Pix' });
      await expect(inProgress).toHaveAttribute('aria-valuenow', '63');
      await expect(inProgress).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^R\$\s412,80 de R\$\s647,35 apostados$/),
      );
      await expect(list.getByText(/faltam R\$\s234,55$/)).toBeVisible();
      for (const status of ['Aguardando', 'Em andamento', 'Zerado', 'Concluído']) {
        await expect(list.getByText(status)).toBeVisible();
      }
      await expect(
        list.getByRole('progressbar', { name: 'Progresso: Primeiro depósito' }),
      ).toHaveAttribute('aria-valuenow', '100');
    });
    canvas.getByRole('region', { name: 'Rollover (apostas exigidas)' }).scrollIntoView();
    await settle();
  },
};

/** Before anything is sent: the account in full, the amount, no fee, what arrives. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirm(canvas, '500');
    await expect(canvas.getByRole('heading', { name: 'Confirme o saque' })).toHaveFocus();
    const summary = within(canvas.getByRole('region', { name: 'Confirme o saque' }));
    await expect(summary.getByText('Pix · CPF')).toBeVisible();
    await expect(summary.getByText('390.533.447-05')).toBeVisible();
    await expect(summary.getByText('Carlos Eduardo Souza')).toBeVisible();
    await expect(summary.getByText('Valor do saque').nextElementSibling).toHaveTextContent(
      /^R\$\s500,00$/,
    );
    await expect(summary.getByText('Taxa').nextElementSibling).toHaveTextContent('Sem taxa');
    await expect(summary.getByText('Você recebe').nextElementSibling).toHaveTextContent(
      /^R\$\s500,00$/,
    );
    await expect(canvas.getByRole('button', { name: 'Confirmar saque' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Alterar' })).toBeEnabled();
    await settle();
  },
};

/** A crypto wallet charges a fee (1 USDT, taken from the amount): shown before sending. */
export const ConfirmWithFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAccounts(canvas);
    await tap(canvas.getByRole('radio', { name: /^Carteira USDT · TRC20/ }));
    await typeAmount(canvas, '20');
    await tap(canvas.getByRole('button', { name: 'Continuar' }));
    const summary = within(await canvas.findByRole('region', { name: 'Confirme o saque' }));
    // USDT's 4 places come from the currency map, a call the page does not wait for.
    await waitFor(() =>
      expect(summary.getByText('Taxa').nextElementSibling).toHaveTextContent(/^USDT\s1,0000$/),
    );
    await expect(summary.getByText('Você recebe').nextElementSibling).toHaveTextContent(
      /^USDT\s19,0000$/,
    );
    // The whole address on this step, not the shortened one of the list.
    await expect(summary.getByText(/^T\w{33}$/)).toBeVisible();
    await settle();
  },
};

/** Sent: the order is in review (spec 3 withdraw status 1), with a link to the order list. */
export const Submitted: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('confirm sends the withdrawal', async () => {
      await toConfirm(canvas, '500');
      await tap(canvas.getByRole('button', { name: 'Confirmar saque' }));
    });
    await step('the result says it is in review', async () => {
      const heading = await canvas.findByRole('heading', { name: 'Saque enviado para análise' });
      await expect(heading).toHaveFocus();
      const result = within(canvas.getByRole('region', { name: 'Saque enviado para análise' }));
      await expect(result.getByText('Situação').nextElementSibling).toHaveTextContent('Em análise');
      await expect(result.getByText('Pedido').nextElementSibling).toHaveTextContent(/^W\d{16}$/);
      await expect(result.getByText('Valor do saque').nextElementSibling).toHaveTextContent(
        /^R\$\s500,00$/,
      );
    });
    await step('"Ver meus pedidos" leads to the order list', async () => {
      const link = canvas.getByRole('link', { name: 'Ver meus pedidos' });
      await expect(link).toHaveAttribute('href', '/orderlist?tab=withdraw');
      await tap(link);
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        '/orderlist?tab=withdraw',
      );
    });
    await settle();
  },
};

/**
 * The world moved on while the page was open (a bonus with R$ 1.000,00 of rollover landed):
 * the server answers 2006. The refusal is explained with what was asked and what can be
 * withdrawn now (re-read: R$ 312,80), and the page offers to change the amount.
 */
export const Refused2006: Story = {
  parameters: { msw: { handlers: scenarios['wagering-before-withdraw'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('confirm sends R$ 500,00 (withdrawable when the page loaded)', async () => {
      await toConfirm(canvas, '500');
      await tap(canvas.getByRole('button', { name: 'Confirmar saque' }));
    });
    await step('the refusal, in words, with both amounts', async () => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Saque recusado');
      await expect(alert).toHaveTextContent(
        'Parte do seu saldo ainda depende de apostas (rollover) e não pode ser sacada agora.',
      );
      await expect(within(alert).getByText('Valor pedido').nextElementSibling).toHaveTextContent(
        /^R\$\s500,00$/,
      );
      await waitFor(() =>
        expect(
          within(alert).getByText('Disponível para saque agora').nextElementSibling,
        ).toHaveTextContent(/^R\$\s312,80$/),
      );
    });
    await step('nothing to confirm again: "Alterar" is what is left to do', async () => {
      await expect(canvas.queryByRole('button', { name: 'Confirmar saque' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Alterar' })).toBeEnabled();
    });
    await settle();
  },
};
