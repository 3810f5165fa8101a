import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activityIdOf } from '../../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { endpoints } from '../../../../src/api/allEndpoints';
import { NewRedPacketPopup } from '../../../../src/overlays/NewRedPacketPopup/NewRedPacketPopup';
import { openOverlay } from '../../../../src/state/overlays';
import { setSession } from '../../../../src/state/session';
import { scenarios } from '../../../../mocks/scenarios';
import { failingOnce, tap } from '../../../storyKit';
import { withAppPage } from '../../../overlays/overlayPage';
import { page, settled } from '../../../overlays/SignInPopup/activityPopupKit';

/*
 * The day's rounds in the type 39 pop-up: new red packet list + red-packet distribution. The noon
 * round is open; 18:00, 21:00 and 23:00 follow.
 */
const meta = {
  component: NewRedPacketPopup,
  decorators: [withAppPage],
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    openOverlay('newRedPacket', { activityId: activityIdOf(39) });
  },
} satisfies Meta<typeof NewRedPacketPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const findRounds = async (canvasElement: HTMLElement) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Envelope da sorte' });
  return { dialog, rounds: await within(dialog).findByRole('region', { name: 'Rodadas de hoje' }) };
};

/** Four rounds in time order with their state and what each shares (mil, mi, spec 5). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, rounds } = await findRounds(canvasElement);
    const items = await within(rounds).findAllByRole('listitem');
    const text = items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    await expect(text).toHaveLength(4);
    await expect(text[0]).toMatch(
      /^12:00\s*R\$\s5\smil em 1\smil envelopes\s*R\$\s5\.000,00 em 1\.000 envelopes\s*Aberta$/,
    );
    await expect(text[3]).toMatch(/^23:00\s*R\$\s12\smil em 2\smil envelopes.*Em breve$/);
    await settled(dialog);
  },
};

const fails = failingOnce(endpoints.newRedPacketList);

/** The rounds fail once: the packet above stays usable; "Tentar novamente" brings them. */
export const Error: Story = {
  parameters: { msw: { handlers: fails.handlers } },
  beforeEach: fails.reset,
  play: async ({ canvasElement }) => {
    const { dialog, rounds } = await findRounds(canvasElement);
    await expect(
      await within(rounds).findByText('Não foi possível carregar as rodadas.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Receber envelope' })).toBeEnabled();
    await tap(within(rounds).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await within(rounds).findAllByRole('listitem')).toHaveLength(4);
    await settled(dialog);
  },
};

/**
 * No round today ('empty' scenario: the list and the distribution answer nothing): the section
 * says so; the packet above stays usable.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const { dialog, rounds } = await findRounds(canvasElement);
    await expect(await within(rounds).findByText('Nenhuma rodada hoje.')).toBeVisible();
    await expect(within(rounds).queryByRole('listitem')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Receber envelope' })).toBeEnabled();
    await settled(dialog);
  },
};
