import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { SECOND_ACCOUNT } from '../../../mocks/data/users';
import { route } from '../../../mocks/handlers/respond';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { ExchangeCode } from '../../../src/screens/ExchangeCode/ExchangeCode';
import { setSession } from '../../../src/state/session';
import { logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: ExchangeCode,
  decorators: [withGamesFrame],
  parameters: { route: '/exchangeCode' },
  // Spec 2: /exchangeCode is login-only (the route guard handles visitors). The demo player
  // redeemed BEMVINDO5 ten days ago (mocks/data/activities.ts REDEMPTION_CODES).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ExchangeCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's second player, who has redeemed nothing. */
const logInSecondPlayer = () => setSession(SECOND_ACCOUNT.info);

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Código' });

const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Resgatar' });

const history = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Códigos resgatados' }));

/** Types a code and taps "Resgatar" once. */
async function redeemCode(canvasElement: HTMLElement, code: string) {
  await userEvent.type(field(canvasElement), code);
  await tap(submit(canvasElement));
}

/** Matches a description that begins with `text` (the field's hint follows its error). */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, (c) => `\\${c}`)}`);

/** The field says why the code was refused, in pt-BR, and keeps the code for a correction. */
async function expectRefusal(canvasElement: HTMLElement, code: string, message: string) {
  await waitFor(() =>
    expect(field(canvasElement)).toHaveAccessibleDescription(startingWith(message)),
  );
  await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(canvasElement)).toHaveValue(code);
  await expect(within(canvasElement).getByText(message)).toBeVisible();
  await expect(within(canvasElement).queryByText('Código resgatado!')).toBeNull();
  // Focus away from the field, so it is drawn at rest.
  field(canvasElement).blur();
  await repaintAll();
}

/** The form and the codes this player redeemed before. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Código de resgate' }),
    ).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('');
    await expect(submit(canvasElement)).toBeEnabled();
    const item = await history(canvasElement).findByRole('listitem');
    await expect(item).toHaveTextContent(/^BEMVINDO5R\$\s5,00$/);
  },
};

/** Counts the redeem requests that reach the mock world (and lets each through to it). */
function countingRedeems(): { handlers: HttpHandler[]; count: () => number; reset: () => void } {
  let calls = 0;
  return {
    handlers: [
      http.post(route(endpoints.redemptionCodeUse), () => {
        calls += 1;
        return undefined;
      }),
    ],
    count: () => calls,
    reset: () => {
      calls = 0;
    },
  };
}

const redeems = countingRedeems();

/**
 * A valid code (VITRINE10), "Resgatar" tapped ten times in a burst: one request, R$ 10,00
 * credited once, the field emptied and the code added to the list.
 */
export const Redeemed: Story = {
  parameters: { msw: { handlers: redeems.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    redeems.reset();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await history(canvasElement).findByText('BEMVINDO5');
    await step('ten taps on "Resgatar"', async () => {
      await userEvent.type(field(canvasElement), 'VITRINE10');
      const button = submit(canvasElement);
      for (let tapNumber = 0; tapNumber < 10; tapNumber += 1) fireEvent.click(button);
    });
    await step('one request, one success', async () => {
      await expect(await canvas.findByText('Código resgatado!')).toBeVisible();
      await expect(
        canvas.getByText(/^R\$\s10,00 foram creditados na sua carteira\.$/),
      ).toBeVisible();
      await expect(redeems.count()).toBe(1);
      await expect(field(canvasElement)).toHaveValue('');
    });
    await step('the code joins the redeemed list', async () => {
      await waitFor(() => expect(history(canvasElement).getAllByRole('listitem')).toHaveLength(2));
      await expect(history(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
        /^VITRINE10R\$\s10,00$/,
      );
      await expect(redeems.count()).toBe(1);
    });
    await repaintAll();
  },
};

/** A code nobody issued: "Código inválido", under the field. */
export const CodeInvalid: Story = {
  play: async ({ canvasElement }) => {
    await redeemCode(canvasElement, 'NAOEXISTE7');
    await expectRefusal(
      canvasElement,
      'NAOEXISTE7',
      'Código inválido. Confira as letras e os números e tente de novo.',
    );
  },
};

/** A code past its date (NATAL2025). */
export const CodeExpired: Story = {
  play: async ({ canvasElement }) => {
    await redeemCode(canvasElement, 'NATAL2025');
    await expectRefusal(
      canvasElement,
      'NATAL2025',
      'Este código expirou e não pode mais ser usado.',
    );
  },
};

/** A code another player already used up (BEMVINDO5, for the second player). */
export const CodeUsed: Story = {
  beforeEach: logInSecondPlayer,
  play: async ({ canvasElement }) => {
    await redeemCode(canvasElement, 'BEMVINDO5');
    await expectRefusal(canvasElement, 'BEMVINDO5', 'Este código já foi usado.');
  },
};

/** A code this player redeemed before (BEMVINDO5, for the demo player). */
export const AlreadyRedeemed: Story = {
  play: async ({ canvasElement }) => {
    await history(canvasElement).findByText('BEMVINDO5');
    await redeemCode(canvasElement, 'BEMVINDO5');
    await expectRefusal(canvasElement, 'BEMVINDO5', 'Você já resgatou este código.');
  },
};

/** Nothing typed, then a code with a dash: said at once, nothing is sent. */
export const CodeMissing: Story = {
  parameters: { msw: { handlers: redeems.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    redeems.reset();
  },
  play: async ({ canvasElement, step }) => {
    await step('an empty field', async () => {
      await tap(submit(canvasElement));
      await expect(field(canvasElement)).toHaveAccessibleDescription(
        startingWith('Digite o código.'),
      );
    });
    await step('a character that no code has', async () => {
      await redeemCode(canvasElement, 'BONUS-10');
      await expect(field(canvasElement)).toHaveAccessibleDescription(
        startingWith('Use apenas letras e números.'),
      );
    });
    await expect(redeems.count()).toBe(0);
    field(canvasElement).blur();
    await repaintAll();
  },
};

/** A player who never redeemed a code (the second player): the list says so. */
export const Empty: Story = {
  beforeEach: logInSecondPlayer,
  play: async ({ canvasElement }) => {
    await expect(
      await history(canvasElement).findByText('Você ainda não resgatou nenhum código.'),
    ).toBeVisible();
    await expect(history(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/**
 * The server fails (HTTP 500): the list offers "Tentar novamente", and a redeem says the
 * server's message above the button (it is not about the code).
 */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the list fails with a retry', async () => {
      await expect(await history(canvasElement).findByText('Algo deu errado')).toBeVisible();
      await expect(
        history(canvasElement).getByRole('button', { name: 'Tentar novamente' }),
      ).toBeEnabled();
    });
    await step('a redeem says why it failed', async () => {
      await redeemCode(canvasElement, 'VITRINE10');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Erro interno do servidor. Tente novamente em instantes.',
      );
      await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid');
      await expect(field(canvasElement)).toHaveValue('VITRINE10');
    });
    field(canvasElement).blur();
    await repaintAll();
  },
};

/** The list never answers: the form works, the list is a placeholder and says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Códigos resgatados' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(field(canvasElement)).toBeEnabled();
    await expect(history(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};
