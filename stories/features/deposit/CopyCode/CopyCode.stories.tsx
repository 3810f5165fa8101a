import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RECHARGE_ORDERS, WITHDRAW_ACCOUNTS } from '../../../../mocks/data/wallet';
import { buildPixBrCode } from '../../../../mocks/world/pix';
import { CopyCode } from '../../../../src/features/deposit/CopyCode/CopyCode';
import { GlobalMessages } from '../../../../src/overlays/GlobalMessages/GlobalMessages';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import { padded, repaintAll, tap } from '../../../storyKit';

/** The demo player's Pix order still awaiting payment, and its BR Code as the mock world builds it. */
const unpaidPix = RECHARGE_ORDERS.find((o) => o.status === 1 && o.payMethod === 1);
const brCode = buildPixBrCode({
  location: `pix.pagamento.example/qr/v2/cob/${unpaidPix?.orderNo.toLowerCase()}`,
  amount: unpaidPix?.amount ?? 0,
  merchantName: 'Vitrine Pagamentos',
  merchantCity: 'São Paulo',
});

/** A 42-character address with no place to break: the demo player's ERC20 wallet. */
const erc20Address = WITHDRAW_ACCOUNTS.find((a) => a.network === 'ERC20')?.accountNo ?? '';

/** In the app frame, with the toast stack that says whether the code was copied. */
const withToasts: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <GlobalMessages />
  </AppFrame>
);

/** The Clipboard API stood in for, so the run does not hang on the browser's permission. */
function clipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    // An own property over Navigator.prototype's getter; deleting it brings the real one back.
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: fn(writeText) },
      configurable: true,
    });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  };
}

const meta = {
  component: CopyCode,
  decorators: [padded({ padding: 16 }), withToasts],
  args: {
    label: 'Código Pix copia e cola',
    value: brCode,
    copiedMessage: 'Código Pix copiado',
  },
} satisfies Meta<typeof CopyCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** Pop-ups and toasts render into <body>. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Reads the toast, then dismisses it so no timer decides what the screenshot shows. */
async function toastSays(canvasElement: HTMLElement, message: string) {
  const toasts = within(await page(canvasElement).findByRole('region', { name: 'Notificações' }));
  await expect(toasts.getByText(message)).toBeVisible();
  await tap(page(canvasElement).getByRole('button', { name: 'Dispensar notificação' }));
  await waitFor(() =>
    expect(page(canvasElement).queryByRole('region', { name: 'Notificações' })).toBeNull(),
  );
}

/** A Pix "copia e cola": "Copiar" first, then the whole code; a tap copies it and says so. */
export const PixCode: Story = {
  beforeEach: clipboard(() => Promise.resolve()),
  play: async ({ canvasElement, step }) => {
    const code = group(canvasElement, 'Código Pix copia e cola');
    const copy = code.getByRole('button', { name: 'Copiar' });
    const shown = code.getByText(brCode);
    await step('"Copiar" before the code, shown in full', async () => {
      await expect(shown.textContent).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
      // EMV field 54, the amount: "54" + length "05" + "30.00".
      await expect(shown.textContent).toContain('540530.00');
      await expect(copy.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    await step('a tap copies the whole code, and a toast says so', async () => {
      await tap(copy);
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(brCode);
      await toastSays(canvasElement, 'Código Pix copiado');
    });
    await repaintAll();
  },
};

/** The browser refuses to copy: the code is selected for the phone's own menu, and said so. */
export const CopyRefused: Story = {
  beforeEach: clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const code = group(canvasElement, 'Código Pix copia e cola');
    await tap(code.getByRole('button', { name: 'Copiar' }));
    await toastSays(
      canvasElement,
      'Não deu para copiar sozinho: o código está selecionado, copie pelo menu do aparelho.',
    );
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(brCode);
    await repaintAll();
  },
};

/** A wallet address in the light theme: 42 characters without a break still fit the column. */
export const WalletAddressLightTheme: Story = {
  globals: { theme: 'light' },
  args: {
    label: 'Endereço de depósito (ETH)',
    value: erc20Address,
    copiedMessage: 'Endereço copiado',
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('group', { name: 'Endereço de depósito (ETH)' });
    const shown = within(root).getByText(erc20Address);
    await expect(shown).toBeVisible();
    await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
  },
};

/** On the desktop viewport: the code keeps to the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('group', { name: 'Código Pix copia e cola' });
    await expect(within(root).getByRole('button', { name: 'Copiar' })).toBeEnabled();
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
