import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { SharePopup } from '../../../src/overlays/SharePopup/SharePopup';
import { openOverlay, overlaysState } from '../../../src/state/overlays';
import { setSession } from '../../../src/state/session';
import { switchPlayer, withAppPage } from '../overlayPage';

const INVITE_LINK = 'https://vitrine.example/u/VTR7K2';
const INVITE_TEXT = 'Vem jogar comigo! Faça seu cadastro com o meu código de convite VTR7K2.';

const meta = {
  component: SharePopup,
  decorators: [withAppPage],
  // Spec 3 app type 3 (Android): a phone, so SMS is offered.
  args: { appType: '3' },
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    openOverlay('share');
  },
} satisfies Meta<typeof SharePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sheet = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('dialog', { name: 'Convidar amigos' });
const targetNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Compartilhar por' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The demo player's invite: six targets on a phone, the link and its copy button. */
export const LoggedIn: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await sheet(canvasElement);
    await step('the spec 7 targets, SMS included on a phone', async () => {
      await expect(targetNames(dialog)).toEqual([
        'WhatsApp',
        'Telegram',
        'Facebook',
        'X (Twitter)',
        'Instagram',
        'SMS',
      ]);
    });
    await step('each link carries the invite text and link on the promo domain', async () => {
      const whatsapp = within(dialog).getByRole('link', {
        name: 'WhatsApp (abre em outra aba)',
      });
      const href = new URL(whatsapp.getAttribute('href') ?? '');
      await expect(href.origin).toBe('https://wa.me');
      await expect(href.searchParams.get('text')).toBe(`${INVITE_TEXT} ${INVITE_LINK}`);
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      const telegram = new URL(
        within(dialog)
          .getByRole('link', { name: 'Telegram (abre em outra aba)' })
          .getAttribute('href') ?? '',
      );
      await expect(telegram.searchParams.get('url')).toBe(INVITE_LINK);
    });
    await step('"Copiar link" copies the link and says so', async () => {
      await expect(
        within(dialog).getByRole('textbox', { name: 'Seu link de convite' }),
      ).toHaveValue(INVITE_LINK);
      const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      try {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
        await expect(write).toHaveBeenCalledWith(INVITE_LINK);
        await waitFor(() =>
          expect(within(dialog).getByRole('status')).toHaveTextContent('Link copiado'),
        );
      } finally {
        write.mockRestore();
      }
    });
  },
};

/** The desktop (spec 3 app type 5): no SMS option (spec 5). */
export const Desktop: Story = {
  args: { appType: '5' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await sheet(canvasElement);
    await expect(targetNames(dialog)).toEqual([
      'WhatsApp',
      'Telegram',
      'Facebook',
      'X (Twitter)',
      'Instagram',
    ]);
    await expect(within(dialog).queryByRole('link', { name: /SMS/ })).toBeNull();
  },
};

/** A visitor cannot share (spec 6): the register pop-up is asked for instead. */
export const Visitor: Story = {
  beforeEach: () => {
    switchPlayer(null);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } }),
    );
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Convidar amigos' })).toBeNull();
  },
};
