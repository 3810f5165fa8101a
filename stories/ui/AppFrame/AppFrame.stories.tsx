import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';

const meta = {
  component: AppFrame,
  tags: ['autodocs'],
  argTypes: {
    header: { description: 'Área fixa no topo (cabeçalho).', control: false },
    footer: { description: 'Navegação de baixo.', control: false },
    children: { description: 'Conteúdo da página.', control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A moldura de toda tela: coluna de até 500 px centralizada em telas grandes, com link "pular para o conteúdo" para o teclado.',
      },
      // Pop-ups and frames cover the page: each story of the docs page in its own frame.
      story: { inline: false, iframeHeight: 600 },
    },
  },
  args: {
    header: (
      <header style={{ padding: 16, fontWeight: 700 }}>
        <span>Vitrine</span>
      </header>
    ),
    children: <p style={{ padding: 16, margin: 0 }}>Conteúdo da página</p>,
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone: the column fills the screen. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página');
  },
};

/** Desktop: a 500 px column centred inside the desktop frame (spec 9). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    const column = main.parentElement as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBe(500);
  },
};
