import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ConfirmPasswordField,
  NewPasswordField,
} from '../../../../src/features/auth/NewPasswordField/NewPasswordField';
import { confirmPasswordRules, newPasswordRules } from '../../../../src/features/auth/rules';
import { sprinkles } from '../../../../src/theme/sprinkles.css';
import { useForm } from '../../../../src/ui/Form/useForm';
import { padded, repaintAll } from '../../../storyKit';

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

type NewPasswordProps = {
  /** The label of the first field ('Nova senha' by default; the register form says 'Senha'). */
  label?: string;
  /** What the fields start with. */
  password?: string;
  confirm?: string;
};

/**
 * The pair as register, reset and change password use it, under the same rules (rules.ts
 * `newPasswordRules`, `confirmPasswordRules`): an error shows once a field was left, never while
 * the player is still typing its first characters.
 */
function NewPassword({ label, password = '', confirm = '' }: NewPasswordProps) {
  const form = useForm({
    initialValues: { password, confirmPassword: confirm },
    rules: { password: newPasswordRules(), confirmPassword: confirmPasswordRules('password') },
    onSubmit: () => undefined,
  });
  return (
    <form className={column} noValidate onSubmit={form.handleSubmit}>
      <NewPasswordField label={label} {...form.field('password')} />
      <ConfirmPasswordField {...form.field('confirmPassword')} />
    </form>
  );
}

const meta = {
  component: NewPassword,
  decorators: [padded({ padding: 16 })],
} satisfies Meta<typeof NewPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const newField = (canvas: Canvas, label = 'Nova senha') =>
  canvas.getByLabelText(label, { selector: 'input' });
const repeatField = (canvas: Canvas) =>
  canvas.getByLabelText('Repita a nova senha', { selector: 'input' });

const RULE = 'De 8 a 20 caracteres, com letras e números';

/** Empty: the rule is said under the field before anything is typed; both fields hide what is typed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = newField(canvas);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(RULE);
    await expect(repeatField(canvas)).toHaveAttribute('type', 'password');
    await expect(repeatField(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The register form's label: 'Senha', with the same rule under it. */
export const RegisterLabel: Story = {
  args: { label: 'Senha' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(newField(canvas, 'Senha')).toHaveAccessibleDescription(RULE);
    await expect(canvas.queryByLabelText('Nova senha')).toBeNull();
  },
};

/**
 * "Mostrar senha" shows the characters and becomes "Ocultar senha"; a second tap hides them
 * again. The typed value never changes.
 */
export const ShowAndHide: Story = {
  args: { password: 'vitrine2026' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = newField(canvas);
    // One reveal button per field: the first belongs to 'Nova senha'.
    const [reveal] = canvas.getAllByRole('button', { name: 'Mostrar senha' });
    await step('shown', async () => {
      await userEvent.click(reveal!);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('vitrine2026');
      await expect(reveal).toHaveAccessibleName('Ocultar senha');
      // The other field stays hidden.
      await expect(repeatField(canvas)).toHaveAttribute('type', 'password');
    });
    await step('hidden again', async () => {
      await userEvent.click(reveal!);
      await expect(input).toHaveAttribute('type', 'password');
      await expect(reveal).toHaveAccessibleName('Mostrar senha');
    });
    await step('shown, as the screenshot keeps it', async () => {
      await userEvent.click(reveal!);
      await expect(input).toHaveAttribute('type', 'text');
      reveal!.blur();
    });
    await repaintAll();
  },
};

/** Left empty: 'Campo obrigatório' under both, announced and tied to each input. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each field entered and left without typing.
    for (const input of [newField(canvas), repeatField(canvas)]) {
      input.focus();
      input.blur();
    }
    await waitFor(() => expect(newField(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(newField(canvas)).toHaveAccessibleDescription(`Campo obrigatório ${RULE}`);
    await expect(repeatField(canvas)).toHaveAccessibleDescription('Campo obrigatório');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await repaintAll();
  },
};

/**
 * Too weak for the rule: short, letters only, or a space inside. The message names the rule;
 * no message shows before the field is left.
 */
export const TooWeak: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = newField(canvas);
    const weak = 'Use de 8 a 20 caracteres, com letras e números';
    await step('no red while typing the first characters', async () => {
      await userEvent.type(input, 'abc1');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('seven characters: too short', async () => {
      await userEvent.type(input, '234');
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(weak);
    });
    await step('letters only: no digit', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'vitrinecassino');
      await expect(canvas.getByRole('alert')).toHaveTextContent(weak);
    });
    await step('a space inside', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'vitrine 2026');
      await expect(canvas.getByRole('alert')).toHaveTextContent(weak);
    });
    await step('twenty-one characters: too long', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'vitrine2026vitrine202');
      await expect(canvas.getByRole('alert')).toHaveTextContent(weak);
    });
    await step('eight characters with letters and digits: accepted', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'vitrine2');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('back to weak, as the screenshot shows it', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'abc1234');
      input.blur();
      await expect(canvas.getByRole('alert')).toHaveTextContent(weak);
    });
    await repaintAll();
  },
};

/** The repeat differs: 'As senhas não coincidem'; fixing either field takes it away. */
export const Mismatch: Story = {
  args: { password: 'vitrine2026' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const repeat = repeatField(canvas);
    await step('a different repeat is refused once left', async () => {
      await userEvent.type(repeat, 'vitrine2025');
      await userEvent.tab();
      await expect(repeat).toHaveAttribute('aria-invalid', 'true');
      await expect(repeat).toHaveAccessibleDescription('As senhas não coincidem');
      await expect(newField(canvas)).not.toHaveAttribute('aria-invalid');
    });
    await step('the same password clears it', async () => {
      await userEvent.clear(repeat);
      await userEvent.type(repeat, 'vitrine2026');
      await expect(repeat).not.toHaveAttribute('aria-invalid');
    });
    await step('changing the first field brings it back (the rule reads both)', async () => {
      await userEvent.type(newField(canvas), 'x');
      await expect(repeat).toHaveAttribute('aria-invalid', 'true');
      await expect(repeat).toHaveAccessibleDescription('As senhas não coincidem');
      newField(canvas).blur();
    });
    await repaintAll();
  },
};
