import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../../../src/ui/Avatar/Avatar';

// A local portrait (no network): a figure on a gradient.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#22c55e"/>
    </linearGradient></defs>
    <rect width="64" height="64" fill="url(#g)"/>
    <circle cx="32" cy="25" r="12" fill="#f8d7b4"/>
    <path d="M10 64a22 20 0 0 1 44 0z" fill="#0f1629"/>
  </svg>`,
)}`;

// Not a decodable image: fails at once and locally, never touching the network.
const broken = 'data:image/png;base64,AAAA';

const meta = {
  component: Avatar,
  tags: ['autodocs'],
  argTypes: {
    name: {
      description: 'Nome de exibição: texto alternativo, iniciais e cor vêm dele.',
      control: 'text',
    },
    src: { description: 'URL da foto; vazio mostra as iniciais.', control: 'text' },
    size: { description: 'Tamanho.', control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Foto do jogador ou, sem foto (ou se ela falhar), as iniciais sobre uma cor escolhida pelo nome.',
      },
    },
  },
  args: { name: 'Ana Souza', size: 'md' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', alignItems: 'center', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player's picture, in the three sizes. */
export const Image: Story = {
  args: { src: portrait },
  render: (args) => (
    <>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img', { name: 'Avatar de Ana Souza' });
    await expect(images).toHaveLength(3);
    for (const image of images) {
      await expect(image.tagName).toBe('IMG');
      await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    }
  },
};

/**
 * No picture: initials on one of five colours taken from the name (the same name always gets the
 * same colour); nicknames split on `_`, accents kept.
 */
export const Initials: Story = {
  render: () => (
    <>
      <Avatar name="Ana Souza" size="sm" />
      <Avatar name="Thiago Gomes" />
      <Avatar name="Fernanda Dias" />
      <Avatar name="joao_silva" />
      <Avatar name="Érica" />
      <Avatar name="Carlos Eduardo Prado" size="lg" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Avatar de Ana Souza' })).toHaveTextContent('AS');
    await expect(canvas.getByRole('img', { name: 'Avatar de joao_silva' })).toHaveTextContent('JS');
    await expect(canvas.getByRole('img', { name: 'Avatar de Érica' })).toHaveTextContent('É');
    await expect(
      canvas.getByRole('img', { name: 'Avatar de Carlos Eduardo Prado' }),
    ).toHaveTextContent('CP');
  },
};

/** The picture fails to load: the initials take its place. */
export const Broken: Story = {
  args: { name: 'Bruno Lima', src: broken, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Avatar de Bruno Lima' })).toHaveTextContent('BL'),
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
