import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../../src/ui/TextField/TextField';

const meta = {
  component: TextField,
  tags: ['autodocs'],
  argTypes: {
    label: {
      description: 'Rótulo sempre visível acima do campo (um placeholder não é rótulo).',
      control: 'text',
    },
    value: { description: 'Valor controlado; a história guarda o que se digita.', control: false },
    hint: { description: 'Dica sob o campo; continua ao lado de um erro.', control: 'text' },
    error: { description: 'Marca o campo inválido; é anunciado ao aparecer.', control: 'text' },
    type: {
      description: 'Tipo do input.',
      control: 'select',
      options: ['text', 'password', 'email', 'tel', 'search', 'url'],
    },
    mode: {
      description: 'number limpa e limita o valor (min/max) ao sair do campo.',
      control: 'inline-radio',
      options: ['text', 'number'],
    },
    maxLength: {
      description: 'Limite em caracteres (um emoji conta como um, spec 5).',
      control: 'number',
    },
    showCount: { description: 'Mostra "n/max" (precisa de maxLength).', control: 'boolean' },
    clearable: { description: 'Botão "Limpar" enquanto há valor.', control: 'boolean' },
    prefix: { description: 'Texto antes do campo, por exemplo "+55".', control: 'text' },
    suffix: { description: 'Texto depois do campo, por exemplo uma unidade.', control: 'text' },
    placeholder: { description: 'Exemplo dentro do campo vazio.', control: 'text' },
    disabled: { description: 'Desabilitado.', control: 'boolean' },
    readOnly: { description: 'Somente leitura.', control: 'boolean' },
    required: { description: 'Obrigatório.', control: 'boolean' },
    onChange: { description: 'Recebe o próximo valor, já limpo.', table: { category: 'eventos' } },
    onBlur: {
      description: 'Saída do campo (depois de limitar o número).',
      table: { category: 'eventos' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Campo de texto com rótulo sempre visível, dica, erro anunciado, botão limpar, prefixo/sufixo, senha com "mostrar", modo numérico e contador de caracteres.',
      },
    },
  },
  args: { label: 'Apelido', value: '', onChange: fn(), onBlur: fn() },
  // The field is controlled: the story keeps the value the way a form would.
  render: function ControlledField(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'Como quer ser chamado' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Apelido');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { value: 'jogador_sortudo', clearable: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Apelido');
    await step('the clear button empties the field and gives focus back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('');
      await expect(input).toHaveValue('');
      await expect(input).toHaveFocus();
      await expect(canvas.queryByRole('button', { name: 'Limpar' })).toBeNull();
    });
    await step('it comes back once there is a value again', async () => {
      await userEvent.type(input, 'jogador_sortudo');
      await expect(canvas.getByRole('button', { name: 'Limpar' })).toBeVisible();
    });
  },
};

/** The light theme: label, value, error text and outline on the light surface (AA, axe). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: { value: 'ab', error: 'Use de 3 a 16 letras, números ou _' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Apelido')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use de 3 a 16 letras, números ou _');
  },
};

export const WithError: Story = {
  args: { value: 'ab', error: 'Use de 3 a 16 letras, números ou _' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Apelido');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use de 3 a 16 letras, números ou _');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use de 3 a 16 letras, números ou _');
  },
};

export const WithHint: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    value: 'jogador@exemplo.com.br',
    hint: 'Usamos para recuperar a sua conta.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toHaveAccessibleDescription('Usamos para recuperar a sua conta.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Password: Story = {
  args: { label: 'Senha', type: 'password', value: 'segredo123', autoComplete: 'current-password' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await step('shows the password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
      await expect(input).toHaveAttribute('type', 'text');
    });
    await step('hides it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
      await expect(input).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
    });
    await step('typing goes on where it was', async () => {
      await userEvent.type(input, '!');
      await expect(input).toHaveValue('segredo123!');
      await expect(input).toHaveAttribute('type', 'password');
    });
  },
};

export const Disabled: Story = {
  args: { value: 'jogador_sortudo', clearable: true, disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Apelido');
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Limpar' })).toBeNull();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NumberClamped: Story = {
  args: {
    label: 'Valor do depósito',
    mode: 'number',
    min: 10,
    max: 500,
    prefix: 'R$',
    hint: 'De R$ 10 a R$ 500',
  },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByLabelText('Valor do depósito');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await step('above the maximum it settles on 500 when leaving the field', async () => {
      await userEvent.type(input, '999');
      await expect(input).toHaveValue('999');
      await userEvent.tab();
      await expect(input).toHaveValue('500');
    });
    await step('below the minimum it settles on 10', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '3');
      await userEvent.tab();
      await expect(input).toHaveValue('10');
    });
    await step('letters never get in', async () => {
      await userEvent.type(input, 'abc');
      await expect(input).toHaveValue('10');
    });
  },
};

export const MaxLength: Story = {
  args: { maxLength: 12, showCount: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Apelido');
    await step('emoji count as one character each', async () => {
      await userEvent.type(input, 'sortudo');
      await userEvent.paste('🎰🎰🎰🎰🎰🎰');
      await expect(input).toHaveValue('sortudo🎰🎰🎰🎰🎰');
    });
    await step('typing past the limit changes nothing', async () => {
      await userEvent.type(input, 'xyz');
      await expect(input).toHaveValue('sortudo🎰🎰🎰🎰🎰');
      await expect(canvas.getByText('12/12')).toBeVisible();
    });
    // Plain text for the screenshot: the test machines have no colour emoji font.
    await step('plain text stops at the limit too', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'jogador_sortudo_77');
      await expect(input).toHaveValue('jogador_sort');
    });
    await expect(canvas.getByText('12/12')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('12 de 12 caracteres');
    await expect(input).not.toHaveAttribute('maxlength');
  },
};

export const PhonePrefix: Story = {
  args: {
    label: 'Celular',
    type: 'tel',
    prefix: '+55',
    value: '11 91234-5678',
    autoComplete: 'tel-national',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Celular');
    await expect(input).toHaveAccessibleDescription('+55');
    await expect(input).toHaveValue('11 91234-5678');
  },
};
