import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { advanceClock, FIXED_NOW } from '../../../../.storybook/clock';
import { DEFAULT_AREA_CODE, DEMO_ACCOUNT, DEMO_SMS_CODE } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { world } from '../../../../mocks/world/world';
import { OwnPhoneCodeField } from '../../../../src/features/auth/OwnPhoneCodeField/OwnPhoneCodeField';
import { SmsPurpose } from '../../../../src/features/auth/smsCode';
import { t } from '../../../../src/i18n/t';
import { logInDemoPlayer, padded, repaintAll, tap } from '../../../storyKit';
import '../../../../src/i18n/messages/auth';

type Props = ComponentProps<typeof OwnPhoneCodeField>;

/** The field as the logged-in forms use it: controlled, starting from `value`. */
function ControlledOwnPhoneCodeField({ value: initial, onChange, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <OwnPhoneCodeField
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  component: OwnPhoneCodeField,
  args: {
    name: 'code',
    value: '',
    error: null,
    account: { phone: DEMO_ACCOUNT.account, areaCode: DEFAULT_AREA_CODE },
    purpose: SmsPurpose.changePassword,
    onChange: fn(),
    onBlur: fn(),
    ref: fn(),
    onSendStart: fn(),
    onSendFailure: fn(),
  },
  render: (args) => <ControlledOwnPhoneCodeField {...args} />,
  decorators: [padded({ padding: 16 })],
  // The code goes to the logged-in account's own phone (GET sendMessage/{type}, spec 7).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof OwnPhoneCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the mock world keeps the demo phone's cooldown. */
const DEMO_SMS_KEY = `${DEFAULT_AREA_CODE}:${DEMO_ACCOUNT.account}`;
const SENT_HINT = /^Enviamos o código para \+55\s\(11\)\s98765-4321\.$/;

const codeInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Código por SMS');
const sendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Enviar código' });

/**
 * Nothing sent yet. No phone to type: the account's own number is known, so "Enviar código" is
 * ready at once.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(sendButton(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).queryByLabelText('Celular')).toBeNull();
    await expect(world.smsSentAt.size).toBe(0);
  },
};

/**
 * "Enviar código": the mock world sends the code to the account's phone, the button counts
 * down from 60 s, the hint names the number and focus waits in the input for the code.
 */
export const CodeSent: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('sent to the account’s phone', async () => {
      await tap(sendButton(canvasElement));
      await expect(
        await canvas.findByRole('button', { name: 'Reenviar em 60 s' }, { timeout: 5000 }),
      ).toBeDisabled();
      await expect(args.onSendStart).toHaveBeenCalledTimes(1);
      await expect(args.onSendFailure).not.toHaveBeenCalled();
      await expect(world.smsSentAt.get(DEMO_SMS_KEY)).toBe(FIXED_NOW);
    });
    await step('the player is told where and types the code', async () => {
      await expect(canvas.getByText(SENT_HINT)).toBeVisible();
      const input = codeInput(canvasElement);
      await expect(input).toHaveFocus();
      await userEvent.keyboard(`${DEMO_SMS_CODE}9`);
      await expect(input).toHaveValue(DEMO_SMS_CODE);
      await expect(args.onChange).toHaveBeenLastCalledWith(DEMO_SMS_CODE);
    });
    await repaintAll();
  },
};

/** 25 s later: "Reenviar em 35 s", disabled; a tap sends nothing. */
export const CoolingDown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(sendButton(canvasElement));
    await canvas.findByRole('button', { name: 'Reenviar em 60 s' }, { timeout: 5000 });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    advanceClock(25_000);
    const resend = await canvas.findByRole(
      'button',
      { name: 'Reenviar em 35 s' },
      { timeout: 3000 },
    );
    await tap(resend);
    await expect(args.onSendStart).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** The form's message under the input (a wrong code), announced and tied to it. */
export const WithError: Story = {
  args: { value: '12345', error: t('auth.code.invalid') },
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/O código tem 6 números/);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'O código tem 6 números',
    );
    await expect(sendButton(canvasElement)).toBeEnabled();
  },
};

/**
 * The server refuses the send (`unknown-error`, code 9999): the refusal goes to the form
 * (`onSendFailure`), no cooldown starts and no hint shows, so the player can ask again.
 */
export const SendRefused: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(sendButton(canvasElement));
    await waitFor(() => expect(args.onSendFailure).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onSendFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 9999, message: 'Algo deu errado. Tente novamente.' }),
    );
    await waitFor(() => expect(sendButton(canvasElement)).not.toHaveAttribute('aria-busy'));
    await expect(sendButton(canvasElement)).toBeEnabled();
    await expect(canvas.queryByText(/Enviamos o código/)).toBeNull();
    await expect(codeInput(canvasElement)).not.toHaveFocus();
    await repaintAll();
  },
};
