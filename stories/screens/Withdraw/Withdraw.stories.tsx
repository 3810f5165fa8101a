import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { route } from '../../../mocks/handlers/respond';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import type { EndpointDef } from '../../../src/api/contract';
import { Withdraw } from '../../../src/screens/Withdraw/Withdraw';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/**
 * /withdraw for the demo player (mocks/data/README.md): R$ 1.847,35 in BRL, of which R$ 534,55
 * is held by rollover (one requirement waiting, one in progress), so R$ 1.312,80 can be
 * withdrawn; six saved accounts, the CPF Pix key (shown ***.533.447-**) first (the default);
 * password `demo1234`, asked before anything is sent.
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

/** The chosen account's row, collapsed: the page has loaded. */
const CPF_ROW =
  /^Conta de saque Pix · CPF \*\*\*\.533\.447-\*\* Carlos Eduardo Souza · Principal Trocar$/;

/** Waits for the page to load: the chosen account's row. */
const findRow = (canvas: Canvas, name: RegExp = CPF_ROW) =>
  canvas.findByRole('button', { name }, { timeout: 4000 });

/** Waits for the accounts group of a player without accounts (nothing to show in a row). */
const findAccounts = (canvas: Canvas) =>
  canvas.findByRole('group', { name: 'Conta de saque' }, { timeout: 4000 });

/** "Trocar": the list of saved accounts under the row. */
async function openPicker(canvas: Canvas) {
  await tap(await findRow(canvas, /^Conta de saque .* Trocar$/));
  return within(canvas.getByRole('group', { name: 'Escolha a conta de saque' }));
}

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
  await findRow(canvas);
  await typeAmount(canvas, amount);
  await tap(canvas.getByRole('button', { name: 'Continuar' }));
  await canvas.findByRole('heading', { name: 'Confirme o saque' });
}

/** The sheet opens over the page: its queries start from the document body. */
const page = () => within(document.body);

/** "Sacar", the password typed, "Confirmar saque": the withdrawal goes once it is accepted. */
async function confirmWithPassword(canvas: Canvas, password = 'demo1234') {
  await tap(canvas.getByRole('button', { name: 'Sacar' }));
  const sheet = within(await page().findByRole('dialog', { name: 'Confirme com a sua senha' }));
  await userEvent.type(sheet.getByLabelText('Senha'), password);
  await tap(sheet.getByRole('button', { name: 'Confirmar saque' }));
  return sheet;
}

/**
 * The first screen of a 375×812 phone with six saved accounts: what can be withdrawn, the amount
 * and "Continuar" all in view without scrolling; the chosen account is one row, the other five
 * wait behind "Trocar".
 */
export const SixAccountsFirstScreen: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const row = await findRow(canvas);
    await step('balance first, then the amount, then the account', async () => {
      const balance = canvas.getByRole('region', { name: 'Disponível para saque' });
      await expect(within(balance).getByText(/^R\$\s1\.312,80$/)).toBeVisible();
      await expect(
        within(balance).getByText(
          /^De R\$\s1\.847,35 na carteira, R\$\s534,55 ainda depende de apostas \(rollover\)\.$/,
        ),
      ).toBeVisible();
      const top = (element: Element) => element.getBoundingClientRect().top;
      await expect(top(balance)).toBeLessThan(top(amountField(canvas)));
      await expect(top(amountField(canvas))).toBeLessThan(top(row));
    });
    await step('the amount and "Continuar" are on the first screen', async () => {
      const bottom = (element: Element) => element.getBoundingClientRect().bottom;
      await expect(window.innerHeight).toBe(812);
      await expect(bottom(amountField(canvas))).toBeLessThanOrEqual(window.innerHeight);
      await expect(bottom(canvas.getByRole('button', { name: 'Continuar' }))).toBeLessThanOrEqual(
        window.innerHeight,
      );
      await expect(bottom(row)).toBeLessThanOrEqual(window.innerHeight);
      await expect(document.scrollingElement?.scrollTop ?? 0).toBe(0);
    });
    await step('one account shown, masked; the other five behind "Trocar"', async () => {
      await expect(row).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
      await expect(canvas.queryByText(/390\.533\.447-05/)).toBeNull();
      await expect(canvas.getByText(/^Mínimo R\$\s20,00 · Máximo R\$\s20\.000,00$/)).toBeVisible();
    });
    await settle();
  },
};

/**
 * The first answer of a GET endpoint waits until `release()`, then the mock world answers it as
 * usual (and every later call at once): what the page draws before that answer arrives.
 */
function heldOnce(endpoint: EndpointDef) {
  let release = () => undefined as void;
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  return {
    handlers: [
      http.get(route(endpoint), async () => {
        calls += 1;
        if (calls === 1) await held;
        // Nothing returned: the mock world's own handler answers.
        return undefined;
      }),
    ],
    release: () => release(),
    reset: () => {
      calls = 0;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

const rolloverHeld = heldOnce(endpoints.wageringPage);

/**
 * The rollover list answers after the form is drawn (its card shows a placeholder meanwhile):
 * "Continuar" is at the bottom of the screen from that first paint, and the list that arrives
 * above it, making the form longer than the screen, does not move it. Shown once the list is in.
 */
export const RolloverLate: Story = {
  parameters: { msw: { handlers: rolloverHeld.handlers } },
  beforeEach: rolloverHeld.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findRow(canvas);
    const rollover = within(canvas.getByRole('region', { name: 'Rollover (apostas exigidas)' }));
    const button = canvas.getByRole('button', { name: 'Continuar' });
    const first = button.getBoundingClientRect();
    await step(
      'first paint, the list still loading: "Continuar" at the screen\'s bottom',
      async () => {
        await expect(rollover.queryByRole('list')).toBeNull();
        // Its bar reaches the bottom edge; the button sits in it, a page margin above the edge.
        const bar = button.parentElement?.getBoundingClientRect();
        await expect(bar?.bottom).toBe(window.innerHeight);
        await expect(first.bottom).toBeGreaterThan(window.innerHeight - 32);
        await expect(document.scrollingElement?.scrollTop ?? 0).toBe(0);
      },
    );
    await step('the list arrives above it: the button has not moved', async () => {
      rolloverHeld.release();
      const list = within(await rollover.findByRole('list', { name: 'Rollovers desta moeda' }));
      await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
      const now = button.getBoundingClientRect();
      await expect({ top: now.top, bottom: now.bottom }).toEqual({
        top: first.top,
        bottom: first.bottom,
      });
    });
    await settle();
  },
};

/**
 * "Trocar" lists every saved account in place, the chosen one checked, "Adicionar conta" last;
 * a choice closes the list, gives the row the focus and brings that account's currency (a
 * crypto wallet: its coin's limits at its accuracy). Shown open.
 */
export const AccountsOpen: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the six saved accounts, masked, the default CPF key checked', async () => {
      const group = await openPicker(canvas);
      await expect(group.getAllByRole('radio')).toHaveLength(6);
      await expect(group.getByRole('radio', { name: 'Pix · CPF ***.533.447-**' })).toBeChecked();
      await expect(
        group.getByRole('radio', { name: 'Pix · Celular (11) *****-4321' }),
      ).not.toBeChecked();
      await expect(
        group.getByRole('radio', { name: /^Carteira USDT · TRC20 T\w{5}…/ }),
      ).toBeVisible();
      await expect(group.getByRole('button', { name: 'Adicionar conta' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: CPF_ROW })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
    await step(
      'a crypto wallet: the list closes, its coin, its limits at its accuracy',
      async () => {
        await tap(canvas.getByRole('radio', { name: /^Carteira USDT/ }));
        const row = canvas.getByRole('button', { name: /^Conta de saque Carteira USDT · TRC20 / });
        await expect(row).toHaveAttribute('aria-expanded', 'false');
        await expect(row).toHaveFocus();
        // USDT's accuracy comes from the currency map, a call the page does not wait for.
        await expect(
          await canvas.findByText(/^Mínimo USDT\s10,0000 · Máximo USDT\s5\.000,0000$/),
        ).toBeVisible();
      },
    );
    await step('back to the CPF key, then the list open for the picture', async () => {
      const group = await openPicker(canvas);
      await tap(group.getByRole('radio', { name: 'Pix · CPF ***.533.447-**' }));
      await expect(canvas.getByText(/^Mínimo R\$\s20,00/)).toBeVisible();
      await openPicker(canvas);
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
      await findRow(canvas);
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
    await step('the own CPF is saved, picked (masked) and announced', async () => {
      await userEvent.clear(key());
      await userEvent.type(key(), '39053344705');
      await tap(save());
      const row = await findRow(canvas);
      await waitFor(() => expect(row).toHaveFocus());
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
    await findRow(canvas);
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

/**
 * The rollover that holds part of the balance: the split is said first (above the amount), the
 * requirements below, each with its status and progress.
 */
export const WageringInProgress: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findRow(canvas);
    const section = within(canvas.getByRole('region', { name: 'Rollover (apostas exigidas)' }));
    await step('the balance split, once, at the top of the page', async () => {
      const balance = within(canvas.getByRole('region', { name: 'Disponível para saque' }));
      await expect(balance.getByText(/^R\$\s1\.312,80$/)).toBeVisible();
      await expect(balance.getByText(/R\$\s534,55 ainda depende de apostas/)).toBeVisible();
      await expect(section.queryByText('Saldo na carteira')).toBeNull();
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

/** Before anything is sent: the account (masked), the amount, no fee, what arrives. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirm(canvas, '500');
    await expect(canvas.getByRole('heading', { name: 'Confirme o saque' })).toHaveFocus();
    const summary = within(canvas.getByRole('region', { name: 'Confirme o saque' }));
    await expect(summary.getByText('Pix · CPF')).toBeVisible();
    await expect(summary.getByText('***.533.447-**')).toBeVisible();
    await expect(summary.getByText('Carlos Eduardo Souza')).toBeVisible();
    await expect(summary.getByText('Valor do saque').nextElementSibling).toHaveTextContent(
      /^R\$\s500,00$/,
    );
    await expect(summary.getByText('Taxa').nextElementSibling).toHaveTextContent('Sem taxa');
    await expect(summary.getByText('Você recebe').nextElementSibling).toHaveTextContent(
      /^R\$\s500,00$/,
    );
    await expect(canvas.getByRole('button', { name: 'Sacar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Alterar' })).toBeEnabled();
    await settle();
  },
};

/**
 * "Sacar" asks for the password first, over the confirmation: the amount and the masked account
 * named, the field focused; nothing is sent until it is accepted.
 */
export const AskingPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirm(canvas, '500');
    await tap(canvas.getByRole('button', { name: 'Sacar' }));
    const dialog = await page().findByRole('dialog', { name: 'Confirme com a sua senha' });
    await expect(dialog).toHaveAccessibleDescription(
      /^Digite sua senha para confirmar o saque de R\$\s500,00 para Pix · CPF \*\*\*\.533\.447-\*\*\.$/,
    );
    await expect(within(dialog).getByLabelText('Senha')).toHaveFocus();
    await expect(canvas.queryByRole('heading', { name: 'Saque enviado para análise' })).toBeNull();
    await settle();
  },
};

/**
 * A wrong password in the step: said under the field, which keeps the focus; the confirmation
 * stays, nothing is sent.
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirm(canvas, '500');
    const sheet = await confirmWithPassword(canvas, 'errada123');
    await expect(
      await sheet.findByText(/^Senha incorreta\. Confira e tente de novo/),
    ).toBeVisible();
    await expect(sheet.getByLabelText('Senha')).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Confirme o saque' })).toBeInTheDocument();
    await settle();
  },
};

/** A crypto wallet charges a fee (1 USDT, taken from the amount): shown before sending. */
export const ConfirmWithFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await openPicker(canvas);
    await tap(group.getByRole('radio', { name: /^Carteira USDT · TRC20/ }));
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

/**
 * Sent once the password was accepted: the order is in review (spec 3 withdraw status 1), with
 * the masked account and a link to the order list.
 */
export const Submitted: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the password accepted sends the withdrawal', async () => {
      await toConfirm(canvas, '500');
      await confirmWithPassword(canvas);
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
      await expect(result.getByText('Conta').nextElementSibling).toHaveTextContent(
        'Pix · CPF ***.533.447-**',
      );
      await expect(page().queryByRole('dialog')).toBeNull();
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
    await step('the password sends R$ 500,00 (withdrawable when the page loaded)', async () => {
      await toConfirm(canvas, '500');
      await confirmWithPassword(canvas);
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
      await expect(canvas.queryByRole('button', { name: 'Sacar' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Alterar' })).toBeEnabled();
    });
    await settle();
  },
};

/**
 * Withdrawals locked (as after 5 wrong passwords in a row): the password step says so in place
 * of its field; nothing is sent, the confirmation stays behind it.
 */
export const WithdrawalsLocked: Story = {
  parameters: { msw: { handlers: scenarios['withdraw-locked'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirm(canvas, '500');
    const sheet = await confirmWithPassword(canvas);
    const alert = await sheet.findByRole('alert');
    await expect(alert).toHaveTextContent('Saques bloqueados por 15 minutos');
    await expect(sheet.queryByLabelText('Senha')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Saque enviado para análise' })).toBeNull();
    await settle();
  },
};
