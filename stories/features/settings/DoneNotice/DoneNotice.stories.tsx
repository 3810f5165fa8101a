import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { phoneText } from '../../../../src/features/settings/accountPhone';
import { DoneNotice } from '../../../../src/features/settings/DoneNotice/DoneNotice';
import { t } from '../../../../src/i18n/t';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';
import '../../../../src/i18n/messages/settings';

/** The demo player's phone as the verification notice says it. */
const demoPhone = phoneText(DEMO_ACCOUNT.areaCode, DEMO_ACCOUNT.account);

const meta = {
  component: DoneNotice,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  parameters: { route: '/changePassword' },
  args: {
    title: t('settings.changePassword.doneTitle'),
    text: t('settings.changePassword.doneText'),
  },
} satisfies Meta<typeof DoneNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const back = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'Voltar às configurações' });

/** The password changed: the result and the way back; a tap goes to /setting. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.title)).toBeVisible();
    await expect(canvas.getByText(args.text)).toBeVisible();
    await tap(back(canvasElement));
    await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
      /^\/setting$/,
    );
    await repaintAll();
  },
};

/** The phone verified: the notice names the number, whole. */
export const PhoneVerified: Story = {
  parameters: { route: '/codeauth' },
  args: {
    title: t('settings.codeAuth.doneTitle'),
    text: t('settings.codeAuth.doneText', { phone: demoPhone }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /^Pronto! O celular \+55\s\(11\)\s98765-4321 está confirmado na sua conta\.$/,
      ),
    ).toBeVisible();
    await expect(back(canvasElement)).toHaveAttribute('href', '/setting');
  },
};

/** Desktop frame, light theme. */
export const PasswordChangedDesktopLightTheme: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(back(canvasElement)).toBeVisible();
    await expect(back(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
