import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  REGISTER_GIFT,
  REGISTER_SUCCESS_TEMPLATE,
  SYSTEM_MESSAGES,
} from '../../../../mocks/data/content';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { XSS_ARTICLE_HTML, XSS_SPY } from '../../../../mocks/data/xss';
import { MessageSheet } from '../../../../src/features/messages/MessageSheet/MessageSheet';
import { fillRegisterNotice } from '../../../../src/features/messages/registerNotice';
import { formatCurrency } from '../../../../src/lib/money';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import { repaintAll, tap } from '../../../storyKit';

/** The red-packet promotion: a body of server HTML (bold hours, an in-app link). */
const PROMO = SYSTEM_MESSAGES[1]!;

const meta = {
  component: MessageSheet,
  // The list the sheet covers, so the scrim and the inert page show.
  decorators: [
    (Story) => (
      <AppFrame>
        <div style={{ padding: 16 }}>
          <p style={{ marginTop: 0 }}>Mensagens do sistema e pessoais.</p>
          <Story />
        </div>
      </AppFrame>
    ),
  ],
  args: { message: PROMO, onClose: fn() },
} satisfies Meta<typeof MessageSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A message in full: title, when it was sent, the body's own formatting and link; "Fechar" closes. */
export const Open: Story = {
  play: async ({ canvasElement, args, step }) => {
    const sheet = await page(canvasElement).findByRole('dialog', {
      name: 'Chuva de envelopes hoje',
    });
    await step('title, date and body', async () => {
      await expect(sheet).toHaveAccessibleDescription('Enviada em 22/11/2026 07:00');
      const hours = await within(sheet).findByText('12h, 18h, 21h e 23h');
      await expect(hours.tagName).toBe('STRONG');
      await expect(within(sheet).getByRole('link', { name: 'atividades do dia' })).toHaveAttribute(
        'href',
        '/activity',
      );
    });
    await step('"Fechar" asks to close', async () => {
      await tap(within(sheet).getByRole('button', { name: 'Fechar' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** The register-success notice: filled with the player's name and gift, no date line. */
export const RegisterNotice: Story = {
  args: {
    message: fillRegisterNotice(REGISTER_SUCCESS_TEMPLATE, {
      nickName: DEMO_ACCOUNT.info.nickName,
      amount: formatCurrency(REGISTER_GIFT.giveAmount),
    }),
  },
  play: async ({ canvasElement }) => {
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Cadastro concluído!' });
    await expect(
      await within(sheet).findByText(/^Olá, Carlão! Sua conta na Vitrine está pronta\./),
    ).toHaveTextContent(/ganhe R\$\s10,00 de bônus\.$/);
    await expect(within(sheet).queryByText(/^Enviada em/)).toBeNull();
  },
};

/** Esc closes too. */
export const ClosedWithEscape: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Chuva de envelopes hoje' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** No message: no sheet, the page as it is. */
export const Closed: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(canvasElement.closest('[inert]')).toBeNull();
  },
};

/**
 * A hostile body (the mock world's XSS corpus): the readable part shows, and none of the
 * payloads runs.
 */
export const HostileBody: Story = {
  args: { message: { ...PROMO, content: XSS_ARTICLE_HTML } },
  beforeEach: () => {
    const spyHost = window as unknown as Record<string, unknown>;
    const alert = window.alert;
    spyHost[XSS_SPY] = fn().mockName(XSS_SPY);
    window.alert = fn().mockName('alert');
    return () => {
      delete spyHost[XSS_SPY];
      window.alert = alert;
    };
  },
  play: async ({ canvasElement }) => {
    const sheet = await page(canvasElement).findByRole('dialog', {
      name: 'Chuva de envelopes hoje',
    });
    await expect(
      await within(sheet).findByRole('heading', { level: 2, name: 'Regras da promoção' }),
    ).toBeVisible();
    // Broken pictures, autofocus and toggles fire within a few frames: give them time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const spy = (window as unknown as Record<string, ReturnType<typeof fn>>)[XSS_SPY];
    await expect(spy).not.toHaveBeenCalled();
    await expect(window.alert).not.toHaveBeenCalled();
    await expect(sheet.querySelectorAll('script, iframe, img[onerror]')).toHaveLength(0);
    await waitFor(() => expect(within(sheet).getByText('Rollover de 3x')).toBeVisible());
    await repaintAll();
  },
};

/** Desktop frame, light theme: the sheet keeps to the 500 px column. */
export const OpenDesktopLightTheme: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const sheet = await page(canvasElement).findByRole('dialog', {
      name: 'Chuva de envelopes hoje',
    });
    await within(sheet).findByText('12h, 18h, 21h e 23h');
    await expect(sheet.getBoundingClientRect().width).toBe(500);
  },
};
