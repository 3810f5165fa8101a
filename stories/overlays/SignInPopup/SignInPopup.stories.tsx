import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityIdOf } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { Refuse } from '../../../mocks/world/codes';
import { signToday } from '../../../src/api/activities';
import { endpoints } from '../../../src/api/allEndpoints';
import { SignInPopup } from '../../../src/overlays/SignInPopup/SignInPopup';
import { openOverlay } from '../../../src/state/overlays';
import { setSession } from '../../../src/state/session';
import { tap } from '../../storyKit';
import { withAppPage } from '../overlayPage';
import { doubleTap, page, recordCalls, settled, visitorOpensRegister } from './activityPopupKit';

/** The demo world's daily sign-in (type 21): 2 of 7 days signed, day 3 (R$ 1,50) open today. */
const ACTIVITY_ID = activityIdOf(21);

const meta = {
  component: SignInPopup,
  decorators: [withAppPage],
  // Stores are reset before each story; the pop-up opens the way the home icon row does.
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    openOverlay('signIn', { activityId: ACTIVITY_ID });
  },
} satisfies Meta<typeof SignInPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: 'Check-in diário' });

async function findClaimable(canvasElement: HTMLElement) {
  const dialog = await findDialog(canvasElement);
  const button = await within(dialog).findByRole('button', { name: 'Fazer check-in' });
  return { dialog, button };
}

/** Today can be signed: the seven days, day 3 marked today with its reward, the action. */
export const Claimable: Story = {
  play: async ({ canvasElement, step }) => {
    const { dialog, button } = await findClaimable(canvasElement);
    await step('the series: 2 of 7 days signed, day 3 is today', async () => {
      await expect(within(dialog).getByText('Sequência: 2 de 7 dias')).toBeVisible();
      const days = within(dialog).getAllByRole('listitem');
      await expect(days).toHaveLength(7);
      await expect(days[0]).toHaveTextContent(/Dia 1\s*R\$\s0,50\s*Feito/);
      await expect(days[2]).toHaveAttribute('aria-current', 'date');
      await expect(days[2]).toHaveTextContent(/Dia 3\s*R\$\s1,50\s*Hoje/);
      await expect(days[6]).toHaveTextContent(/Dia 7\s*R\$\s8,00\s*Em breve/);
    });
    await step("today's reward and the week's chest", async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        /Prêmio de hoje\s*R\$\s1,50/,
      );
      const chest = within(dialog).getByRole('region', { name: 'Baú da semana completa' });
      await expect(
        within(chest).getByText('Faltam 5 dias de check-in para abrir o baú.'),
      ).toBeVisible();
      await expect(within(chest).getByRole('button', { name: 'Baú trancado' })).toBeDisabled();
      await expect(button).toBeEnabled();
    });
    await settled(dialog);
  },
};

/**
 * Just signed: a fast double tap on "Fazer check-in" sends one claim; the pop-up shows the
 * R$ 1,50 won, counts today in the series and disables the button.
 */
export const CheckedIn: Story = {
  play: async ({ canvasElement, step }) => {
    const { dialog, button } = await findClaimable(canvasElement);
    const claims = recordCalls(endpoints.daySign.path);
    try {
      await step('a double tap sends one claim', async () => {
        await doubleTap(button);
        await within(dialog).findByRole('button', { name: 'Check-in feito' });
        await expect(claims.calls).toEqual([`POST ${endpoints.daySign.path}`]);
      });
    } finally {
      claims.stop();
    }
    await step('the amount won, today counted, the button disabled', async () => {
      await expect(within(dialog).getByRole('status')).toHaveTextContent(
        /Você ganhou\s*R\$\s1,50\s*Check-in de hoje feito!/,
      );
      await expect(within(dialog).getByText('Sequência: 3 de 7 dias')).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: 'Check-in feito' })).toBeDisabled();
      await expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent(/Feito$/);
      await expect(within(dialog).queryByRole('alert')).toBeNull();
    });
    await settled(dialog);
  },
};

/** Today was signed earlier: the pop-up opens on the done state, nothing left to claim. */
export const Claimed: Story = {
  beforeEach: async () => {
    await signToday({}, { idempotencyKey: 'story-signed-earlier-today' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(
      await within(dialog).findByRole('button', { name: 'Check-in feito' }),
    ).toBeDisabled();
    await expect(within(dialog).getByText('Sequência: 3 de 7 dias')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /Você ganhou\s*R\$\s1,50\s*Check-in de hoje feito! Volte amanhã/,
    );
    await settled(dialog);
  },
};

/**
 * Today was signed on another device while this pop-up was open: the server refuses the
 * second claim (3001) and its message shows in place; the pop-up reads the detail again.
 */
export const SignedElsewhere: Story = {
  play: async ({ canvasElement, step }) => {
    const { dialog, button } = await findClaimable(canvasElement);
    await step('another device signs first', async () => {
      await signToday({}, { idempotencyKey: 'story-another-device' });
    });
    await step('the claim is refused in place, the state turns to done', async () => {
      await tap(button);
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        Refuse.alreadyClaimed.msg,
      );
      await expect(
        await within(dialog).findByRole('button', { name: 'Check-in feito' }),
      ).toBeDisabled();
      await expect(within(dialog).getByText('Sequência: 3 de 7 dias')).toBeVisible();
    });
    await settled(dialog);
  },
};

/** The detail has not arrived ('timeout' scenario: it never will): placeholders, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando a atividade');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Fazer check-in' })).toBeNull();
    await settled(dialog);
  },
};

/** The server refuses the detail ('unknown-error'): its message, and a retry that asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    await step('the server message under a plain title', async () => {
      await expect(
        await within(dialog).findByText('Não foi possível carregar a atividade'),
      ).toBeVisible();
      await expect(within(dialog).getByText(Refuse.unknown.msg)).toBeVisible();
    });
    await step('retry reads the detail again', async () => {
      const reads = recordCalls(endpoints.sevenDaySign.path);
      try {
        await tap(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
        await waitFor(() => expect(reads.calls).toEqual([`GET ${endpoints.sevenDaySign.path}`]));
        await waitFor(() =>
          expect(
            within(dialog).getByRole('button', { name: 'Tentar novamente' }),
          ).not.toHaveAttribute('aria-busy'),
        );
        await expect(within(dialog).getByText(Refuse.unknown.msg)).toBeVisible();
      } finally {
        reads.stop();
      }
    });
    await settled(dialog);
  },
};

/**
 * The week's chest: all seven days signed ('sign-in-week-complete'), "Abrir baú" is offered with
 * the chest's R$ 18,00; today's check-in is done.
 */
export const ChestReady: Story = {
  parameters: { msw: { handlers: scenarios['sign-in-week-complete'] } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const chest = await within(dialog).findByRole('region', { name: 'Baú da semana completa' });
    await expect(
      within(chest).getByText('Semana completa! Abra o baú e leve o prêmio.'),
    ).toBeVisible();
    await expect(chest).toHaveTextContent(/R\$\s18,00/);
    await expect(within(chest).getByRole('button', { name: 'Abrir baú' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Check-in feito' })).toBeDisabled();
    await settled(dialog);
  },
};

/**
 * The chest opened with a double tap: one request, "Você ganhou R$ 18,00 no baú!" said in
 * place and the button reads "Baú aberto", disabled.
 */
export const ChestOpened: Story = {
  parameters: { msw: { handlers: scenarios['sign-in-week-complete'] } },
  play: async ({ canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    const chest = await within(dialog).findByRole('region', { name: 'Baú da semana completa' });
    const opens = recordCalls(endpoints.sevenDayChest.path);
    try {
      await step('a double tap sends one open', async () => {
        await doubleTap(within(chest).getByRole('button', { name: 'Abrir baú' }));
        await within(chest).findByRole('button', { name: 'Baú aberto' });
        await expect(opens.calls).toEqual([`POST ${endpoints.sevenDayChest.path}`]);
      });
    } finally {
      opens.stop();
    }
    await step('the prize, the chest done', async () => {
      await expect(within(chest).getByText(/^Você ganhou R\$\s18,00 no baú!$/)).toBeVisible();
      await expect(within(chest).getByRole('button', { name: 'Baú aberto' })).toBeDisabled();
      await expect(within(chest).queryByRole('alert')).toBeNull();
    });
    await settled(dialog);
  },
};

/** The chest ready in the light theme (axe AA on both themes). */
export const ChestReadyLight: Story = {
  ...ChestReady,
  globals: { theme: 'light' },
};

/** A visitor taps the sign-in icon: the register pop-up opens instead (spec 6). */
export const Visitor: Story = visitorOpensRegister;
