import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import {
  AccountGate,
  type AccountPhone,
} from '../../../../src/features/settings/AccountGate/AccountGate';
import { phoneText } from '../../../../src/features/settings/accountPhone';
import { sessionState, setSession } from '../../../../src/state/session';
import {
  failingOnce,
  logInDemoPlayer,
  padded,
  repaintAll,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/** What a page behind the gate shows once the phone is known (the SMS form stands in here). */
const smsForm = ({ phone, areaCode }: AccountPhone) => (
  <p>Enviaremos o código por SMS para {phoneText(areaCode, phone)}.</p>
);

/** After a reload the session holds only the token (spec 4): the user info is asked for again. */
function tokenOnly() {
  setSession(DEMO_ACCOUNT.info);
  sessionState.user = null;
}

const meta = {
  component: AccountGate,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  parameters: { route: '/changePassword' },
  args: { children: fn(smsForm) },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof AccountGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const THE_PHONE = /^Enviaremos o código por SMS para \+55\s\(11\)\s98765-4321\.$/;

/** The player's info at hand: the page behind the gate gets the account's phone. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(THE_PHONE)).toBeVisible();
    await expect(args.children).toHaveBeenLastCalledWith(
      expect.objectContaining({ phone: '11987654321', areaCode: '55' }),
    );
  },
};

/** After a reload the info is read from the mock world, then the page shows. */
export const ReadAfterReload: Story = {
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(THE_PHONE)).toBeVisible();
    await expect(sessionState.user?.userNo).toBe(DEMO_ACCOUNT.info.userNo);
  },
};

/** The info on its way (nothing answers): a loading state that says what it waits for. */
export const Loading: Story = {
  beforeEach: tokenOnly,
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando os dados da sua conta…')).toBeVisible();
    await expect(args.children).not.toHaveBeenCalled();
  },
};

/** The info cannot be read ('http-500'): said in place with "Tentar novamente". */
export const Error: Story = {
  beforeEach: tokenOnly,
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar sua conta')).toBeVisible();
    await expect(canvas.getByText('Verifique sua internet e tente novamente.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(args.children).not.toHaveBeenCalled();
  },
};

const infoFailsOnce = failingOnce(endpoints.memberInfo);

/** The info fails once; "Tentar novamente" brings it and the page. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: infoFailsOnce.handlers } },
  beforeEach: () => {
    infoFailsOnce.reset();
    tokenOnly();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText(THE_PHONE)).toBeVisible();
    await repaintAll();
  },
};

/** An account without a Brazilian mobile: no SMS can confirm it; customer service instead. */
export const NoPhone: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, account: '' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sua conta não tem um celular cadastrado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Falar com o atendimento' })).toHaveAttribute(
      'href',
      '/service',
    );
    await expect(args.children).not.toHaveBeenCalled();
  },
};

/** No phone, desktop frame, light theme. */
export const NoPhoneDesktopLightTheme: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, account: '' }),
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Falar com o atendimento' }),
    ).toBeVisible();
  },
};
