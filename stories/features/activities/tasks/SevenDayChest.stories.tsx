import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { buildSevenDaySign } from '../../../../mocks/data/activities';
import { CURRENCY_MAP } from '../../../../mocks/data/wallet';
import { applyScenario, scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { SevenDayChest } from '../../../../src/features/activities/tasks/SevenDayChest';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { logInDemoPlayer, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';
import { doubleTap, recordCalls } from '../../../overlays/SignInPopup/activityPopupKit';

/*
 * The week's chest of the sign-in pop-up on its own (spec 2 type 21, spec 7 "seven-day sign and
 * chest"): the detail it is given decides locked, ready or opened; "Abrir baú" is a money action
 * answered by the mock world (POST sevenDaySign/chest). The pop-up's own stories show it under
 * the seven days.
 */

/** The demo player's week: 2 of 7 days signed (the mock world's seed). */
const TWO_DAYS = buildSevenDaySign(2);
/** All seven days signed, today included: what 'sign-in-week-complete' makes the world hold. */
const WEEK_DONE = buildSevenDaySign(7, true);

const meta = {
  component: SevenDayChest,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  beforeEach: logInDemoPlayer,
  args: {
    activityId: TWO_DAYS.activityId,
    sign: TWO_DAYS,
    display: currencyDisplay('BRL', CURRENCY_MAP),
    refresh: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof SevenDayChest>;

export default meta;
type Story = StoryObj<typeof meta>;

const chestOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Baú da semana completa' });

/**
 * Locked with five days to go: the prize it holds (R$ 18,00), how many check-ins are missing,
 * and a disabled "Baú trancado".
 */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const chest = chestOf(canvasElement);
    await expect(within(chest).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Baú da semana completa',
    );
    await expect(chest).toHaveTextContent(/R\$\s18,00/);
    await expect(
      within(chest).getByText('Faltam 5 dias de check-in para abrir o baú.'),
    ).toBeVisible();
    await expect(within(chest).getByRole('button', { name: 'Baú trancado' })).toBeDisabled();
  },
};

/** One day missing: the singular sentence. */
export const LockedOneDayLeft: Story = {
  args: { sign: buildSevenDaySign(6) },
  play: async ({ canvasElement }) => {
    const chest = chestOf(canvasElement);
    await expect(
      within(chest).getByText('Falta 1 dia de check-in para abrir o baú.'),
    ).toBeVisible();
    await expect(within(chest).getByRole('button', { name: 'Baú trancado' })).toBeDisabled();
  },
};

/** The week complete: "Abrir baú" is the primary action, enabled. */
export const Ready: Story = {
  args: { sign: WEEK_DONE },
  parameters: { msw: { handlers: scenarios['sign-in-week-complete'] } },
  play: async ({ canvasElement }) => {
    const chest = chestOf(canvasElement);
    await expect(
      within(chest).getByText('Semana completa! Abra o baú e leve o prêmio.'),
    ).toBeVisible();
    await expect(within(chest).getByRole('button', { name: 'Abrir baú' })).toBeEnabled();
    await expect(within(chest).queryByRole('alert')).toBeNull();
  },
};

/** The ready chest in the light theme (axe AA on both themes). */
export const ReadyLightTheme: Story = {
  ...Ready,
  globals: { theme: 'light' },
};

/**
 * Opening: the answer is on its way (the network stops answering as the player taps), the
 * button shows it is busy and takes no second tap.
 */
export const Opening: Story = {
  args: { sign: WEEK_DONE },
  parameters: { msw: { handlers: scenarios['sign-in-week-complete'] } },
  play: async ({ args, canvasElement }) => {
    const chest = chestOf(canvasElement);
    applyScenario('timeout');
    await doubleTap(within(chest).getByRole('button', { name: 'Abrir baú' }));
    const button = within(chest).getByRole('button', { name: 'Abrir baú' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(args.refresh).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/**
 * Opened by a double tap: one request, the prize said in place (a polite live line, not a
 * second status), "Baú aberto" disabled, and the detail read again.
 */
export const Won: Story = {
  args: { sign: WEEK_DONE },
  parameters: { msw: { handlers: scenarios['sign-in-week-complete'] } },
  play: async ({ args, canvasElement, step }) => {
    const chest = chestOf(canvasElement);
    const opens = recordCalls(endpoints.sevenDayChest.path);
    try {
      await step('a double tap sends one request', async () => {
        await doubleTap(within(chest).getByRole('button', { name: 'Abrir baú' }));
        await within(chest).findByRole('button', { name: 'Baú aberto' });
        await expect(opens.calls).toEqual([`POST ${endpoints.sevenDayChest.path}`]);
      });
    } finally {
      opens.stop();
    }
    await step('the prize in place, the chest done', async () => {
      const line = within(chest).getByText(/^Você ganhou R\$\s18,00 no baú!$/);
      await expect(line).toHaveAttribute('aria-live', 'polite');
      await expect(within(chest).getByRole('button', { name: 'Baú aberto' })).toBeDisabled();
      await expect(within(chest).queryByRole('alert')).toBeNull();
      await expect(within(chest).queryByRole('status')).toBeNull();
      // Each tap's answer reads the detail again (the one request answers both).
      await waitFor(() => expect(args.refresh).toHaveBeenCalled());
    });
    await repaintAll();
  },
};

/** Opened earlier this week (the detail says so): its prize and "Baú aberto", disabled. */
export const AlreadyOpened: Story = {
  args: { sign: { ...WEEK_DONE, chestOpened: true } },
  play: async ({ canvasElement }) => {
    const chest = chestOf(canvasElement);
    await expect(within(chest).getByText('Você já abriu o baú desta semana.')).toBeVisible();
    await expect(chest).toHaveTextContent(/R\$\s18,00/);
    await expect(within(chest).getByRole('button', { name: 'Baú aberto' })).toBeDisabled();
  },
};

/**
 * The detail on screen says the week is complete but the server's does not (a new week began
 * meanwhile): the refusal in pt-BR, in place, and the detail is read again.
 */
export const Refused: Story = {
  args: { sign: WEEK_DONE },
  play: async ({ args, canvasElement }) => {
    const chest = chestOf(canvasElement);
    await tap(within(chest).getByRole('button', { name: 'Abrir baú' }));
    const alert = await within(chest).findByRole('alert');
    await expect(alert).toHaveTextContent('Não há prêmio disponível para resgatar agora.');
    await expect(within(chest).getByRole('button', { name: 'Abrir baú' })).toBeEnabled();
    await waitFor(() => expect(args.refresh).toHaveBeenCalledTimes(1));
    await repaintAll();
  },
};
