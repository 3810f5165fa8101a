import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { vars } from '../../../src/theme/contract.css';
import { IconButton } from '../../../src/ui/IconButton/IconButton';
import { BellIcon } from '../../../src/ui/Icon/BellIcon';
import { CloseIcon } from '../../../src/ui/Icon/CloseIcon';

/** Stand-in for the Badge component (built separately): a count dot with a spoken label. */
function CountDot({ count }: { count: number }) {
  return (
    <span
      style={{
        minWidth: 16,
        height: 16,
        paddingInline: 4,
        borderRadius: 8,
        background: vars.color.badge,
        color: vars.color.onBadge,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '16px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('badge.count', { count })}</span>
    </span>
  );
}

const meta = {
  component: IconButton,
  tags: ['autodocs'],
  argTypes: {
    label: {
      description: 'Nome acessível (o leitor de tela lê isto; o ícone sozinho não diz nada).',
      control: 'text',
    },
    variant: {
      description: 'ghost (sem fundo) ou secondary (com fundo).',
      control: 'inline-radio',
      options: ['ghost', 'secondary'],
    },
    disabled: { description: 'Desabilitado.', control: 'boolean' },
    badge: {
      description:
        'Selo no canto superior direito (um Badge); o texto dele entra na descrição do botão.',
      control: false,
    },
    children: { description: 'O ícone (SVG inline, oculto do leitor de tela).', control: false },
    onClick: { description: 'Toque ou Enter/Espaço.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Botão só com ícone, com nome acessível obrigatório e área de toque de 44 px; pode levar um selo (Badge) no canto.',
      },
    },
  },
  args: { label: 'Notificações', children: <BellIcon />, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notificações' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Fechar', children: <CloseIcon /> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithBadge: Story = {
  args: { badge: <CountDot count={3} /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await expect(button).toHaveAccessibleDescription('3 novidades');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
