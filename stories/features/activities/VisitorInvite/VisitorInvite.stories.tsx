import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VisitorInvite } from '../../../../src/features/activities/VisitorInvite/VisitorInvite';
import { t } from '../../../../src/i18n/t';
import { overlaysState } from '../../../../src/state/overlays';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';
import '../../../../src/i18n/messages/activityDetail';
import '../../../../src/i18n/messages/rebates';

/** Spec 6: a visitor sees the card, and a claim opens the register pop-up instead of sending anything. */
const meta = {
  component: VisitorInvite,
  args: {
    title: t('activityDetail.visitor.title'),
    text: t('activityDetail.visitor.text'),
    action: t('activityDetail.claimPrize'),
  },
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof VisitorInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const openPopup = (canvas: Canvas) => canvas.getByRole('status', { name: 'Pop-up aberto' });

/**
 * The generic activity page's card: a region named by its heading, what taking part brings,
 * and "Resgatar prêmio", which opens the register pop-up.
 */
export const ActivityCard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Participe desta atividade' });
    await step('what the card offers', async () => {
      await expect(
        within(card).getByText('Crie sua conta para participar e resgatar os prêmios.'),
      ).toBeVisible();
      await expect(openPopup(canvas)).toHaveTextContent('nenhum');
    });
    await step('the claim opens the register pop-up', async () => {
      await tap(within(card).getByRole('button', { name: 'Resgatar prêmio' }));
      await expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    });
    await repaintAll();
  },
};

/** The rescue activity's words (RescueView); Enter on the button works as a tap. */
export const Rescue: Story = {
  args: {
    title: t('rebates.visitor.rescueTitle'),
    text: t('rebates.visitor.rescueText'),
    action: t('rebates.visitor.register'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Recupere parte das perdas' });
    const button = within(card).getByRole('button', { name: 'Cadastre-se para resgatar' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    button.blur();
    await repaintAll();
  },
};

/** The card in the light theme on a desktop frame. */
export const LightDesktop: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Participe desta atividade' });
    const button = within(card).getByRole('button', { name: 'Resgatar prêmio' });
    // Full width of the card, a comfortable touch target.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overlaysState.overlay).toBeNull();
  },
};
