import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Refuse } from '../../../../mocks/world/codes';
import { FormAlert } from '../../../../src/features/auth/FormAlert/FormAlert';
import { t } from '../../../../src/i18n/t';

/*
 * FormAlert has one tone (danger). What varies is the failure it carries: the client's own
 * messages (timeout, no connection) and the server's (a refusal about no single field, an HTTP
 * error), as placeAuthFailure hands them to the login, register and reset-password forms.
 */
const meta = {
  component: FormAlert,
  args: { message: t('api.error.timeout') },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No failure: nothing is drawn and nothing is announced. */
export const NoMessage: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** The server took longer than the client waits (30 s). */
export const Timeout: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'O servidor demorou demais para responder. Tente novamente.',
    );
    await expect(alert).toBeVisible();
  },
};

/** The request never reached the server. */
export const Offline: Story = {
  args: { message: t('api.error.network') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
  },
};

/** A business refusal about no field of the form: the server's own message (9999). */
export const ServerRefusal: Story = {
  args: { message: Refuse.unknown.msg },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Algo deu errado. Tente novamente.',
    );
  },
};

/** An HTTP error whose body carries a message (the `http-500` scenario's). */
export const ServerError: Story = {
  args: { message: Refuse.serverError.msg },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro interno do servidor. Tente novamente em instantes.',
    );
  },
};

/** The same alert in the light theme: the danger colours of the other theme. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'O servidor demorou demais para responder. Tente novamente.',
    );
  },
};
