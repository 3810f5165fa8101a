import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SECOND_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { AfterDepositPopup } from '../../../src/overlays/AfterDepositPopup/AfterDepositPopup';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { Deposit } from '../../../src/screens/Deposit/Deposit';
import { setSession } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { worker } from '../../../mocks/browser';
import { advanceClock } from '../../../.storybook/clock';
import { failingOnce, logInDemoPlayer, repaintAll, tap } from '../../storyKit';

/** The page as the app shows it: the frame, and the pop-ups and toasts it opens. */
const withDepositPage: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <AfterDepositPopup />
    <GlobalMessages />
  </AppFrame>
);

/** Counts the deposit orders the page asks the mock world for, from now on. */
function countCreates(): { count: () => number; stop: () => void } {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/recharge/v1/create') {
      n += 1;
    }
  };
  worker.events.on('request:start', listener);
  return { count: () => n, stop: () => worker.events.removeListener('request:start', listener) };
}

const meta = {
  component: Deposit,
  decorators: [withDepositPage],
  parameters: { route: '/deposit' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Deposit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pop-ups and toasts render into <body>. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A lazy chunk, a call and a render on a 2-core machine: more than testing-library's 1 s. */
const patience = { timeout: 5000 };

/** Waits for the form (the methods arrived) and returns the canvas queries. */
async function formReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: 'Forma de pagamento' }, patience);
  return canvas;
}

const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Valor' });

/** Types an amount like a player and sends the form with the method's button. */
async function deposit(canvasElement: HTMLElement, amount: string, button: string) {
  const field = amountField(canvasElement);
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await tap(within(canvasElement).getByRole('button', { name: button }));
}

/** The payment view's title, once the order is created. */
const paymentView = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, patience);

/**
 * The demo player (BRL, second of the four deposits): the four-step card, the three methods
 * with Pix chosen, quick amounts and the amount field with its limits before any typing.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await formReady(canvasElement);
    await step('the page title and the four-step card at step 1 of 4', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
      // The card is the four-step activity's own call, not the methods': it may come later.
      const card = within(
        await canvas.findByRole('region', { name: 'Bônus de 4 depósitos' }, patience),
      );
      await expect(card.getByText('1 de 4 depósitos feitos')).toBeVisible();
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
      const next = card.getAllByRole('listitem').find((li) => li.ariaCurrent === 'step');
      await expect(next).toHaveTextContent(/2º depósito\s*50%\s*até R\$\s200,00\s*Próximo/);
      await expect(card.getByRole('timer')).toHaveAccessibleName('Tempo restante: 5d 06:00:00');
    });
    await step('Pix, crypto and card, Pix chosen', async () => {
      await expect(canvas.getByRole('radio', { name: /^Pix/ })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: /^Carteira cripto/ })).toBeEnabled();
      await expect(canvas.getByRole('radio', { name: /^Cartão bancário/ })).toBeEnabled();
    });
    await step('the limits show before typing, with quick amounts', async () => {
      await expect(canvas.getByText(/^Mínimo R\$\s10,00 · Máximo R\$\s50\.000,00$/)).toBeVisible();
      const chips = within(canvas.getByRole('list', { name: 'Valores sugeridos' }));
      await expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'R$\u00a020',
        'R$\u00a050',
        'R$\u00a0100',
        'R$\u00a0200',
        'R$\u00a0500',
        'R$\u00a01.000',
      ]);
      await expect(canvas.getByRole('button', { name: 'Depositar com Pix' })).toBeEnabled();
    });
    await step('no first-deposit offer: this player deposited before', async () => {
      await expect(
        canvas.queryByRole('region', { name: 'Oferta do primeiro depósito' }),
      ).toBeNull();
    });
  },
};

/** Nothing answers yet (the 'timeout' scenario): placeholders, and the page says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando as formas de depósito…')).toBeInTheDocument();
    await expect(
      canvas.getByText('Carregando as formas de depósito…').parentElement,
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Valor' })).toBeNull();
  },
};

/** The channel config fails (HTTP 500): a failure state with "Tentar novamente", no form. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado', {}, patience)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The channel offers no method at all (the 'empty' scenario): an empty state, no form. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhuma forma de depósito disponível', {}, patience),
    ).toBeVisible();
    await expect(canvas.getByText('Tente de novo mais tarde ou fale com o suporte.')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Depositar com Pix' })).toBeNull();
  },
};

const configFailsOnce = failingOnce(endpoints.channelConfig);

/** The first answer fails, "Tentar novamente" brings the methods. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: configFailsOnce.handlers } },
  beforeEach: configFailsOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure state', async () => {
      await expect(await canvas.findByText('Algo deu errado', {}, patience)).toBeVisible();
    });
    await step('the retry brings the form', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await formReady(canvasElement);
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
      await expect(canvas.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    });
  },
};

/**
 * "1e5" and an amount under the minimum: each gets its message when sent, and nothing reaches
 * the server.
 */
export const AmountRefused: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await formReady(canvasElement);
    const creates = countCreates();
    try {
      await step('"1e5" is kept as typed and refused as a format', async () => {
        await deposit(canvasElement, '1e5', 'Depositar com Pix');
        await expect(amountField(canvasElement)).toHaveValue('1e5');
        await expect(
          canvas.getByText('Use só números, com vírgula para os centavos (ex.: 50,00).'),
        ).toBeVisible();
      });
      await step('R$ 5 is refused with the minimum', async () => {
        await deposit(canvasElement, '5', 'Depositar com Pix');
        await expect(canvas.getByText(/^O valor mínimo é R\$\s10,00\.$/)).toBeVisible();
        await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
      });
      await step('no deposit was sent', async () => {
        await expect(creates.count()).toBe(0);
        await expect(canvas.queryByRole('heading', { level: 2, name: 'Pague com Pix' })).toBeNull();
      });
    } finally {
      creates.stop();
    }
    amountField(canvasElement).blur();
    await repaintAll();
  },
};

/**
 * A player who registered 20 minutes ago and never deposited: the first-deposit offer of the
 * 30-minute tier with its countdown, the four-step card at 0 of 4, and the bonus a deposit of
 * R$ 50 would earn.
 */
export const FirstPayOffer: Story = {
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
  play: async ({ canvasElement, step }) => {
    const canvas = await formReady(canvasElement);
    await step('the first-deposit offer, its minimum and its time left', async () => {
      const offer = within(
        await canvas.findByRole('region', { name: 'Oferta do primeiro depósito' }, patience),
      );
      await expect(
        offer.getByText(/^\+100% até R\$\s200,00 no seu primeiro depósito$/),
      ).toBeVisible();
      await expect(offer.getByText(/^Depósito mínimo de R\$\s20,00$/)).toBeVisible();
      await expect(offer.getByRole('timer')).toHaveAccessibleName('Tempo restante: 00:10:00');
      await expect(
        offer.getByText('Não se soma ao bônus do 1º depósito: vale o maior.'),
      ).toBeVisible();
    });
    await step('the four-step card starts at 0 of 4', async () => {
      const card = within(await canvas.findByRole('region', { name: 'Bônus de 4 depósitos' }));
      await expect(card.getByText('0 de 4 depósitos feitos')).toBeVisible();
    });
    await step(
      'R$ 150 shows the offer’s bonus, larger than the first step’s R$ 100 cap',
      async () => {
        await userEvent.clear(amountField(canvasElement));
        await userEvent.type(amountField(canvasElement), '150');
        await expect(canvas.getByText(/^Bônus deste depósito: \+R\$\s150,00$/)).toBeVisible();
      },
    );
    await step('R$ 50 shows the bonus of the first step', async () => {
      await tap(canvas.getByRole('button', { name: 'R$\u00a050' }));
      await expect(amountField(canvasElement)).toHaveValue('50');
      await expect(canvas.getByRole('button', { name: 'R$\u00a050' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByText(/^Bônus deste depósito: \+R\$\s50,00$/)).toBeVisible();
    });
    await repaintAll();
  },
};

/** The card gateway is off ('deposit-card-off'): the card is shown, disabled, with why. */
export const MethodUnavailable: Story = {
  parameters: { msw: { handlers: scenarios['deposit-card-off'] } },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    const card = canvas.getByRole('radio', { name: /^Cartão bancário/ });
    await expect(card).toBeDisabled();
    await expect(card).toHaveAccessibleName(/^Cartão bancário\s*Indisponível no momento$/);
    await expect(card).toHaveAccessibleDescription(
      'Indisponível no momento: Cartão bancário. Use outra forma de pagamento ou tente mais tarde.',
    );
    await expect(canvas.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Depositar com Pix' })).toBeEnabled();
  },
};

/**
 * Pix (the order waits: 'deposit-unpaid'): after "Depositar com Pix", the BR Code in full with
 * "Copiar" before it, its QR code, the amount and the 15 minutes the code is valid.
 */
export const PixPaymentView: Story = {
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  play: async ({ canvasElement, step }) => {
    await formReady(canvasElement);
    const canvas = within(canvasElement);
    await step('R$ 50 with Pix', async () => {
      await deposit(canvasElement, '50', 'Depositar com Pix');
      await paymentView(canvasElement, 'Pague com Pix');
    });
    await step('Copiar first, then the whole BR Code', async () => {
      const group = within(canvas.getByRole('group', { name: 'Código Pix copia e cola' }));
      const copy = group.getByRole('button', { name: 'Copiar' });
      const code = group.getByText(/^000201010212.*6304[0-9A-F]{4}$/);
      // EMV field 54, the amount: "54" + length "05" + "50.00".
      await expect(code.textContent).toContain('540550.00');
      await expect(copy.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    await step('the QR code, the amount and the countdown', async () => {
      await expect(
        await canvas.findByRole('img', { name: 'QR code do Pix de R$\u00a050,00' }, patience),
      ).toBeVisible();
      await expect(canvas.getByText(/^R\$\s50,00$/)).toBeVisible();
      await expect(canvas.getByRole('timer')).toHaveAccessibleName('Tempo restante: 00:15:00');
      await expect(canvas.getByRole('status')).toHaveTextContent('Aguardando o pagamento…');
    });
  },
};

/**
 * "Copiar" puts the code on the clipboard and a toast says so (the Clipboard API stood in for,
 * so the run does not depend on the browser's permission; the fallback is unit-tested).
 */
export const PixCodeCopied: Story = {
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  beforeEach: () => {
    // An own property over Navigator.prototype's getter; deleting it brings the real one back.
    const writeText = fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvasElement, step }) => {
    await formReady(canvasElement);
    const canvas = within(canvasElement);
    await deposit(canvasElement, '50', 'Depositar com Pix');
    await paymentView(canvasElement, 'Pague com Pix');
    const code = canvas.getByText(/^000201.*6304[0-9A-F]{4}$/).textContent;
    await step('Copiar copies the whole code and a toast says so', async () => {
      await tap(canvas.getByRole('button', { name: 'Copiar' }));
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(code);
      const toasts = within(
        await body(canvasElement).findByRole('region', { name: 'Notificações' }, patience),
      );
      await expect(toasts.getByText('Código Pix copiado')).toBeVisible();
      // The stack's polite live region reads it out.
      const announced = body(canvasElement)
        .getAllByRole('status')
        .some((region) => region.textContent === 'Código Pix copiado');
      await expect(announced).toBe(true);
    });
    await step('the toast is dismissed', async () => {
      await tap(body(canvasElement).getByRole('button', { name: 'Dispensar notificação' }));
      await waitFor(() =>
        expect(body(canvasElement).queryByRole('region', { name: 'Notificações' })).toBeNull(),
      );
    });
    await canvas.findByRole('img', { name: /^QR code do Pix/ }, patience);
  },
};

/** Creates a R$ 50 Pix order and lets its 15 minutes pass ('deposit-unpaid'). */
async function expirePix(canvasElement: HTMLElement) {
  await formReady(canvasElement);
  const canvas = within(canvasElement);
  await deposit(canvasElement, '50', 'Depositar com Pix');
  await paymentView(canvasElement, 'Pague com Pix');
  const code = canvas.getByText(/^000201.*6304[0-9A-F]{4}$/).textContent;
  advanceClock(15 * 60_000);
  try {
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Código Pix expirado'),
      patience,
    );
  } catch (error) {
    // Seen twice in CI: the countdown still read 00:15:00 five seconds after the jump. Which
    // clock and which order were on screen then tells a clock set back, a second order and a
    // countdown that stopped ticking apart.
    const shownCode = canvas.queryByText(/^000201.*6304[0-9A-F]{4}$/)?.textContent;
    // globalThis: this file's `Error` is a story.
    throw new globalThis.Error(
      `${(error as { message: string }).message.split('\n')[0]}\n` +
        `clock ${new Date(Date.now()).toISOString()}, timer "${canvas.queryByRole('timer')?.getAttribute('aria-label')}", ` +
        `code ${shownCode === code ? 'the same' : 'another'}, page ${document.visibilityState}`,
      { cause: error },
    );
  }
  return code;
}

/**
 * The 15 minutes pass without a payment ('deposit-unpaid'): the code and its QR are taken away
 * (nobody should pay it now) and a new code for the same amount is offered.
 */
export const PixExpired: Story = {
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expirePix(canvasElement);
    await expect(
      canvas.getByText(
        /^Este pagamento não é mais aceito\. Gere um novo para depositar R\$\s50,00\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copiar' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: /^QR code/ })).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Gerar novo código Pix' })).toBeEnabled();
  },
};

/** After the expiry, "Gerar novo código Pix" brings a fresh code, valid 15 minutes again. */
export const PixNewCodeAfterExpiry: Story = {
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await expirePix(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Gerar novo código Pix' }));
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Aguardando o pagamento…'),
      patience,
    );
    const second = canvas.getByText(/^000201.*6304[0-9A-F]{4}$/).textContent;
    await expect(second).not.toBe(first);
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Tempo restante: 00:15:00');
    await canvas.findByRole('img', { name: 'QR code do Pix de R$\u00a050,00' }, patience);
  },
};

/**
 * The Pix is paid ('deposit-success-now'): the order is read as paid, the after-deposit pop-up
 * opens with the amount and the bonus the mock world credited with it, and the page says the
 * payment is confirmed. The scenario first pays the demo player's two reais orders still awaiting
 * payment (the 2nd and 3rd four-step deposits): this is the 4th, 20 % of R$ 50,00.
 */
export const PixPaid: Story = {
  parameters: { msw: { handlers: scenarios['deposit-success-now'] } },
  play: async ({ canvasElement, step }) => {
    await formReady(canvasElement);
    const canvas = within(canvasElement);
    await deposit(canvasElement, '50', 'Depositar com Pix');
    await paymentView(canvasElement, 'Pague com Pix');
    await step('the after-deposit pop-up opens', async () => {
      const dialog = await body(canvasElement).findByRole(
        'dialog',
        { name: 'Depósito confirmado!' },
        { timeout: 8000 },
      );
      await expect(dialog).toHaveTextContent(/R\$\s50,00/);
      await expect(
        within(dialog).getByText(/^\+ R\$\s10,00 de bônus do 4º depósito$/),
      ).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(
        /^\+ R\$\s10,00 de bônus do 4º depósito O valor já está na sua carteira\. Boa sorte!$/,
      );
      await expect(within(dialog).getByRole('button', { name: 'Jogar agora' })).toBeVisible();
    });
    await step('the page behind says the payment is confirmed', async () => {
      await expect(canvas.getByRole('status', { hidden: true })).toHaveTextContent(
        'Pagamento confirmado',
      );
    });
  },
};

/**
 * The crypto wallet: the coin (USDT on TRC20 first), then the order's address with "Copiar",
 * its network and a warning, and the address as a QR code.
 */
export const CryptoWallet: Story = {
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = await formReady(canvasElement);
    await step('the coins and the network, with their own limits', async () => {
      await tap(canvas.getByRole('radio', { name: /^Carteira cripto/ }));
      await expect(canvas.getByRole('radio', { name: 'USDT' })).toBeChecked();
      await expect(canvas.getByText('Rede TRC20')).toBeVisible();
      await expect(
        canvas.getByText(/^Mínimo USDT\s10,0000 · Máximo USDT\s100\.000,0000$/),
      ).toBeVisible();
    });
    await step('USDT 50 gives an address', async () => {
      await tap(canvas.getByRole('button', { name: 'USDT\u00a050' }));
      await tap(canvas.getByRole('button', { name: 'Gerar endereço de depósito' }));
      await paymentView(canvasElement, 'Envie USDT');
      const group = within(canvas.getByRole('group', { name: 'Endereço de depósito (USDT)' }));
      await expect(group.getByRole('button', { name: 'Copiar' })).toBeVisible();
      await expect(group.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible();
      await expect(
        canvas.getByText(
          'Envie só USDT pela rede TRC20. Outra moeda ou outra rede não chega à sua conta.',
        ),
      ).toBeVisible();
      await expect(
        await canvas.findByRole(
          'img',
          { name: 'QR code do endereço de depósito em USDT' },
          patience,
        ),
      ).toBeVisible();
    });
  },
};

/** The bank card: the provider's secure page opens in a new tab; the page waits for it. */
export const BankCard: Story = {
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await tap(canvas.getByRole('radio', { name: /^Cartão bancário/ }));
    await tap(canvas.getByRole('button', { name: 'R$\u00a0100' }));
    await tap(canvas.getByRole('button', { name: 'Pagar com cartão' }));
    await paymentView(canvasElement, 'Pague com cartão');
    const link = canvas.getByRole('link', {
      name: 'Abrir página de pagamento (abre em outra aba)',
    });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/pagamento\.example\/checkout\/R\d+$/),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/^R\$\s100,00$/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Aguardando o pagamento…');
  },
};
