import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { advanceClock, FIXED_NOW } from '../../../../.storybook/clock';
import { DEFAULT_AREA_CODE, DEMO_ACCOUNT, DEMO_SMS_CODE } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { world } from '../../../../mocks/world/world';
import { SmsPurpose } from '../../../../src/features/auth/smsCode';
import { SmsCodeField } from '../../../../src/features/auth/SmsCodeField/SmsCodeField';
import { t } from '../../../../src/i18n/t';
import { formatBrMobile } from '../../../../src/lib/phone';
import { repaintAll, tap } from '../../../storyKit';
import '../../../../src/i18n/messages/auth';

type Props = ComponentProps<typeof SmsCodeField>;

/** The field as a form uses it: controlled, starting from `value`; `onChange` still hears every change. */
function ControlledSmsCodeField({ value: initial, onChange, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <SmsCodeField
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
  component: SmsCodeField,
  args: {
    name: 'code',
    value: '',
    error: null,
    phone: '',
    areaCode: DEFAULT_AREA_CODE,
    purpose: SmsPurpose.resetPassword,
    onChange: fn(),
    onBlur: fn(),
    ref: fn(),
    onPhoneInvalid: fn(),
    onSendStart: fn(),
    onSendFailure: fn(),
  },
  render: (args) => <ControlledSmsCodeField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's phone, as the phone field shows it: (11) 98765-4321. */
const DEMO_PHONE = formatBrMobile(DEMO_ACCOUNT.account);
/** Where the mock world keeps the demo phone's cooldown. */
const DEMO_SMS_KEY = `${DEFAULT_AREA_CODE}:${DEMO_ACCOUNT.account}`;
const SENT_HINT = /^Enviamos o código para \+55\s\(11\)\s98765-4321\.$/;

const codeInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Código por SMS');

/** Taps 'Enviar código' and waits for the mock world's answer: the 60 s cooldown on the button. */
async function sendCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await tap(canvas.getByRole('button', { name: 'Enviar código' }));
  return canvas.findByRole('button', { name: 'Reenviar em 60 s' }, { timeout: 5000 });
}

/** No phone yet: 'Enviar código' sends nothing and hands the player back to the phone field. */
export const Empty: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = codeInput(canvasElement);
    await step('an empty code input made for one-time codes', async () => {
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('Enviar código without a valid phone points at the phone', async () => {
      await tap(within(canvasElement).getByRole('button', { name: 'Enviar código' }));
      await expect(args.onPhoneInvalid).toHaveBeenCalledTimes(1);
      await expect(args.onSendStart).not.toHaveBeenCalled();
      await expect(world.smsSentAt.size).toBe(0);
      await expect(within(canvasElement).queryByText(/Enviamos o código/)).toBeNull();
    });
    await repaintAll();
  },
};

/** The player typed the code: digits only, six at most. */
export const Filled: Story = {
  args: { phone: DEMO_PHONE },
  play: async ({ args, canvasElement, step }) => {
    const input = codeInput(canvasElement);
    await step('only digits are kept', async () => {
      await userEvent.type(input, '12a3');
      await expect(input).toHaveValue('123');
    });
    await step('the seventh digit is not taken', async () => {
      await userEvent.type(input, '4567');
      await expect(input).toHaveValue('123456');
      await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    });
    await step('a pasted code replaces what was there', async () => {
      await userEvent.clear(input);
      await userEvent.paste(DEMO_SMS_CODE);
      await expect(input).toHaveValue('123456');
    });
    input.blur();
    await expect(args.onBlur).toHaveBeenCalled();
    await repaintAll();
  },
};

/** The form's validation message under the input, announced and tied to it. */
export const WithError: Story = {
  args: { phone: DEMO_PHONE, value: '123', error: t('auth.code.invalid') },
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/O código tem 6 números/);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'O código tem 6 números',
    );
    await expect(
      within(canvasElement).getByRole('button', { name: 'Enviar código' }),
    ).toBeEnabled();
  },
};

/** The send is on its way (the server never answers): the button spins and ignores taps. */
export const Sending: Story = {
  args: { phone: DEMO_PHONE },
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await tap(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await tap(button);
    await expect(args.onSendStart).toHaveBeenCalledTimes(1);
    await expect(args.onSendFailure).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByText(/Enviamos o código/)).toBeNull();
    await repaintAll();
  },
};

/**
 * The mock world sent the code: the cooldown starts at 60 s, the hint says where the code went
 * and focus is in the input, where the code (123456 for every number) is typed.
 */
export const CodeSent: Story = {
  args: { phone: DEMO_PHONE },
  play: async ({ args, canvasElement, step }) => {
    const input = codeInput(canvasElement);
    await step('the code is sent to the phone', async () => {
      await expect(await sendCode(canvasElement)).toBeDisabled();
      await expect(args.onSendStart).toHaveBeenCalledTimes(1);
      await expect(args.onSendFailure).not.toHaveBeenCalled();
      await expect(world.smsSentAt.get(DEMO_SMS_KEY)).toBe(FIXED_NOW);
    });
    await step('the player is told where it went and can type it at once', async () => {
      await expect(within(canvasElement).getByText(SENT_HINT)).toBeVisible();
      await expect(input).toHaveAccessibleDescription(/Enviamos o código para \+55/);
      await expect(input).toHaveFocus();
      await userEvent.keyboard(DEMO_SMS_CODE);
      await expect(input).toHaveValue('123456');
    });
    await repaintAll();
  },
};

/** 18 s after the send: the button counts down and cannot be tapped. */
export const CoolingDown: Story = {
  args: { phone: DEMO_PHONE },
  play: async ({ args, canvasElement }) => {
    await sendCode(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    advanceClock(18_000);
    const resend = await within(canvasElement).findByRole(
      'button',
      { name: 'Reenviar em 42 s' },
      { timeout: 3000 },
    );
    await expect(resend).toBeDisabled();
    await tap(resend);
    await expect(args.onSendStart).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByText(SENT_HINT)).toBeVisible();
    await repaintAll();
  },
};

/**
 * The 60 s ran out ('Enviar código' is back, the hint stays) and the player asked again: the
 * mock world, whose own cooldown agrees, sends a second code and the countdown restarts.
 */
export const CodeResent: Story = {
  args: { phone: DEMO_PHONE },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await sendCode(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await step('the cooldown ends with the clock', async () => {
      advanceClock(59_000);
      await expect(
        await canvas.findByRole('button', { name: 'Reenviar em 1 s' }, { timeout: 3000 }),
      ).toBeDisabled();
      advanceClock(1_000);
      await expect(
        await canvas.findByRole('button', { name: 'Enviar código' }, { timeout: 3000 }),
      ).toBeEnabled();
      await expect(canvas.getByText(SENT_HINT)).toBeVisible();
    });
    await step('a second code is sent and the cooldown starts again', async () => {
      await expect(await sendCode(canvasElement)).toBeDisabled();
      await expect(args.onSendStart).toHaveBeenCalledTimes(2);
      await expect(args.onSendFailure).not.toHaveBeenCalled();
      await expect(world.smsSentAt.get(DEMO_SMS_KEY)).toBe(FIXED_NOW + 60_000);
      await expect(codeInput(canvasElement)).toHaveFocus();
    });
    await repaintAll();
  },
};

/**
 * The server refuses the send (the `unknown-error` scenario, code 9999). The field does not
 * show the refusal itself: it hands it to the form (`onSendFailure`, which places it under a
 * field or in the form's alert) and is ready to send again, with no cooldown and no hint.
 */
export const SendRefused: Story = {
  args: { phone: DEMO_PHONE },
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(args.onSendFailure).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onSendFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 9999, message: 'Algo deu errado. Tente novamente.' }),
    );
    const button = canvas.getByRole('button', { name: 'Enviar código' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
    await expect(canvas.queryByText(/Enviamos o código/)).toBeNull();
    await expect(codeInput(canvasElement)).not.toHaveFocus();
    await repaintAll();
  },
};
