import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf } from '../../../../mocks/data/activities';
import { scenarios } from '../../../../mocks/scenarios';
import { Refuse } from '../../../../mocks/world/codes';
import { collectTreasureBox } from '../../../../src/api/activities';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../../src/screens/ActivityDetail/ActivityDetail';
import { clearSession } from '../../../../src/state/session';
import { overlaysState } from '../../../../src/state/overlays';
import { loadLazyImages, logInDemoPlayer, tap, withGamesFrame } from '../../../storyKit';
import { doubleTap, recordCalls } from '../../../overlays/SignInPopup/activityPopupKit';

/*
 * Type 10 "Baú do tesouro" on its /activityDetail page (spec 7 "treasure box
 * collect/{serialNumber}"). The boxes come with the activity detail (contract TreasureBox CHOICE):
 * the demo player has 9 valid invited friends, so box 1 (R$ 2,50, 1 friend) and box 2 (R$ 5,00, 3
 * friends) can be opened and box 3 (R$ 10,00) needs 12. The page's own loading and failure are the
 * ActivityDetail stories' (the boxes have no call of their own).
 */
const ID = activityIdOf(10);

const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: `/activityDetail/10?id=${ID}` },
  args: { type: '10' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

const boxesCard = (canvas: Canvas) => canvas.findByRole('region', { name: 'Seus baús' }, patience);
const boxes = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Baús do tesouro' })).getAllByRole('listitem');

/** Two boxes to open (their buttons), one locked with what frees it; no generic claim card. */
export const Claimable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await boxesCard(canvas);
    await expect(within(card).getByText('2 baús para abrir')).toBeVisible();
    const [one, two, three] = boxes(card);
    await expect(one).toHaveTextContent(/Baú 1\s*R\$\s2,50/);
    await expect(within(one!).getByRole('button', { name: 'Abrir baú 1' })).toBeEnabled();
    await expect(within(two!).getByRole('button', { name: 'Abrir baú 2' })).toBeEnabled();
    await expect(three).toHaveTextContent(
      /Baú 3\s*R\$\s10,00\s*Libera com 12 amigos válidos\s*Trancado/,
    );
    await expect(within(three!).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * Box 1 opened with an impatient double tap: one request, "Você ganhou R$ 2,50 no baú 1!" said
 * in place, the box reads "Aberto" and one box is left to open.
 */
export const Claimed: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = await boxesCard(canvas);
    const path = endpoints.treasureBoxCollect.path.replace('{serialNumber}', 'TB1');
    const calls = recordCalls(path);
    try {
      await step('a double tap sends one collect', async () => {
        await doubleTap(within(card).getByRole('button', { name: 'Abrir baú 1' }));
        await waitFor(
          () =>
            expect(within(card).getByRole('status')).toHaveTextContent(
              /Você ganhou R\$\s2,50 no baú 1!/,
            ),
          patience,
        );
        await expect(calls.calls).toEqual([`POST ${path}`]);
      });
    } finally {
      calls.stop();
    }
    await step('the box is open, one left', async () => {
      await expect(boxes(card)[0]).toHaveTextContent(/Aberto/);
      await expect(within(card).queryByRole('button', { name: 'Abrir baú 1' })).toBeNull();
      await waitFor(() => expect(within(card).getByText('1 baú para abrir')).toBeVisible());
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * Box 2 was opened on another device while this page was open: the collect is refused (3001),
 * the reason is said in place (no toast) and the box then reads "Aberto".
 */
export const Refused: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = await boxesCard(canvas);
    await step('another device opens box 2 first', async () => {
      await collectTreasureBox('TB2', { idempotencyKey: 'story-another-device' });
    });
    await step('the refusal in place, the box then opened', async () => {
      await tap(within(card).getByRole('button', { name: 'Abrir baú 2' }));
      const alert = await within(card).findByRole('alert', {}, patience);
      await expect(alert).toHaveTextContent('Não foi possível abrir o baú 2');
      await expect(alert).toHaveTextContent(Refuse.alreadyClaimed.msg);
      await waitFor(() => expect(boxes(card)[1]).toHaveTextContent(/Aberto/), patience);
      await expect(overlaysState.toasts).toEqual([]);
    });
    await loadLazyImages(canvasElement);
  },
};

/** No valid invited friend yet ('no-invitees'): every box locked, with what frees each. */
export const Locked: Story = {
  parameters: { msw: { handlers: scenarios['no-invitees'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await boxesCard(canvas);
    await expect(within(card).getByText('Nenhum baú para abrir agora')).toBeVisible();
    const [one] = boxes(card);
    await expect(one).toHaveTextContent(/Libera com 1 amigo válido\s*Trancado/);
    await expect(within(card).queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** Spec 6: a visitor sees the activity and is asked to create an account; nothing is sent. */
export const Visitor: Story = {
  beforeEach: () => {
    clearSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Entre para participar' }, patience);
    await expect(within(card).getByRole('button', { name: 'Criar conta' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Seus baús' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The boxes in the light theme (axe AA on both themes). */
export const LightTheme: Story = {
  ...Claimable,
  globals: { theme: 'light' },
};
