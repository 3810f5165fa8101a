import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RECHARGE_ORDERS, WITHDRAW_ACCOUNTS } from '../../../../mocks/data/wallet';
import { buildPixBrCode } from '../../../../mocks/world/pix';
import { QrCode } from '../../../../src/features/deposit/QrCode/QrCode';
import { padded, withGamesFrame } from '../../../storyKit';

/** The demo player's Pix order still awaiting payment, and its BR Code as the mock world builds it. */
const unpaidPix = RECHARGE_ORDERS.find((o) => o.status === 1 && o.payMethod === 1);
const brCode = buildPixBrCode({
  location: `pix.pagamento.example/qr/v2/cob/${unpaidPix?.orderNo.toLowerCase()}`,
  amount: unpaidPix?.amount ?? 0,
  merchantName: 'Vitrine Pagamentos',
  merchantCity: 'São Paulo',
});

const trc20Address = WITHDRAW_ACCOUNTS.find((a) => a.network === 'TRC20')?.accountNo ?? '';

const meta = {
  component: QrCode,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { value: brCode, label: 'QR code do Pix de R$\u00a030,00' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn code, once the encoder has loaded. */
const picture = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('img', { name }, { timeout: 5000 });

/** Side of the drawn square and of one module, in CSS pixels (whole pixels per module). */
function measure(svg: Element) {
  const side = Number(svg.getAttribute('width'));
  const span = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  return { side, module: side / span };
}

/** A Pix BR Code at the payment view's size: black on white, whole pixels per module. */
export const PixCode: Story = {
  play: async ({ canvasElement }) => {
    const svg = await picture(canvasElement, 'QR code do Pix de R$\u00a030,00');
    await expect(svg).toBeVisible();
    const { side, module } = measure(svg);
    await expect(side).toBeLessThanOrEqual(248);
    await expect(Number.isInteger(module)).toBe(true);
    await expect(getComputedStyle(svg).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** A USDT address (a shorter text, so fewer and larger modules) drawn smaller. */
export const WalletAddressSmall: Story = {
  args: {
    value: trc20Address,
    label: 'QR code do endereço de depósito em USDT',
    size: 160,
  },
  play: async ({ canvasElement }) => {
    const svg = await picture(canvasElement, 'QR code do endereço de depósito em USDT');
    const { side, module } = measure(svg);
    await expect(side).toBeLessThanOrEqual(160);
    await expect(Number.isInteger(module)).toBe(true);
  },
};

/**
 * The code cannot be drawn: a sentence points to the code to copy instead. A text no QR code
 * can hold (over 2,331 bytes) makes the encoder fail as an encoder that cannot load would.
 */
export const Failed: Story = {
  args: { value: brCode.repeat(20) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Não foi possível mostrar o QR code. Use o código para copiar acima.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** In the light theme the code stays black on white (scanners need dark on light). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const svg = await picture(canvasElement, 'QR code do Pix de R$\u00a030,00');
    await expect(getComputedStyle(svg).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(svg.querySelector('path')!).fill).toBe('rgb(0, 0, 0)');
  },
};

/** On the desktop viewport: centred in the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const svg = await picture(canvasElement, 'QR code do Pix de R$\u00a030,00');
    const box = svg.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
  },
};
