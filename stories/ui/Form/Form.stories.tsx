import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../../src/theme/contract.css';
import { Button } from '../../../src/ui/Button/Button';
import { useForm } from '../../../src/ui/Form/useForm';
import type { Rule } from '../../../src/ui/Form/validate';
import { TextField } from '../../../src/ui/TextField/TextField';

type NicknameValues = { nickname: string; password: string };

const nicknameRules: Rule[] = [
  { required: true },
  { pattern: /^[\p{L}\d_]{3,16}$/u, message: 'Use de 3 a 16 letras, números ou _' },
  { validator: (value) => value.toLowerCase() !== 'admin' || 'Este apelido é reservado' },
];

type NicknameFormProps = {
  onSubmit: (values: NicknameValues) => void | Promise<unknown>;
};

/** Demo: the "Alterar apelido" form composed from TextField, Button and useForm. */
function NicknameForm({ onSubmit }: NicknameFormProps) {
  const form = useForm<NicknameValues>({
    initialValues: { nickname: '', password: '' },
    rules: { nickname: nicknameRules, password: { required: true } },
    onSubmit,
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="nickname-form-title"
      style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg }}
    >
      <h2 id="nickname-form-title" style={{ margin: 0, fontSize: vars.fontSize.lg }}>
        Alterar apelido
      </h2>
      <TextField
        label="Novo apelido"
        hint="De 3 a 16 letras, números ou _"
        maxLength={16}
        showCount
        clearable
        autoComplete="nickname"
        {...form.field('nickname')}
      />
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button type="submit" block loading={form.submitting}>
        Salvar
      </Button>
    </form>
  );
}

const meta = {
  component: NicknameForm,
  tags: ['autodocs'],
  argTypes: {
    onSubmit: { description: 'Envio com os valores válidos.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Exemplo de formulário com useForm e validate: erros aparecem ao sair do campo e ao enviar, o envio fica carregando e ignora toques repetidos.',
      },
    },
  },
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NicknameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Novo apelido')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByText('Campo obrigatório')).toHaveLength(2);
    await expect(canvas.getByLabelText('Novo apelido')).toHaveFocus();
    await expect(canvas.getByLabelText('Novo apelido')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  // The request never answers, so the form stays in its busy state for the screenshot.
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Salvar' });
    await step('fill in valid values', async () => {
      await userEvent.type(canvas.getByLabelText('Novo apelido'), 'sortudo_77');
      await userEvent.type(canvas.getByLabelText('Senha atual'), 'segredo123');
    });
    await step('tapping Salvar twice sends once', async () => {
      await userEvent.dblClick(save);
      await userEvent.click(save);
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        nickname: 'sortudo_77',
        password: 'segredo123',
      });
    });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
