import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from '../../../src/ui/Image/Image';

const svg = (body: string, viewBox: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`,
  )}`;

// Local pictures (no network): a promotion banner and a game cover.
const banner = svg(
  `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1">
     <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#7c3aed"/>
   </linearGradient></defs>
   <rect width="320" height="180" fill="url(#b)"/>
   <circle cx="250" cy="90" r="58" fill="#f5c542"/>
   <circle cx="250" cy="90" r="44" fill="none" stroke="#b8860b" stroke-width="6"/>
   <rect x="24" y="58" width="150" height="22" rx="4" fill="#ffffff"/>
   <rect x="24" y="92" width="104" height="14" rx="4" fill="#c7d2fe"/>
   <rect x="24" y="122" width="72" height="28" rx="14" fill="#22c55e"/>`,
  '0 0 320 180',
);

const cover = svg(
  `<rect width="120" height="160" fill="#0f766e"/>
   <path d="M0 110l40-30 30 20 50-40v100H0z" fill="#134e4a"/>
   <circle cx="60" cy="58" r="26" fill="#fde047"/>
   <path d="M48 58h24M60 46v24" stroke="#854d0e" stroke-width="6" stroke-linecap="round"/>`,
  '0 0 120 160',
);

// Not a decodable image: fails at once and locally.
const broken = 'data:image/png;base64,AAAA';

const meta = {
  component: Image,
  tags: ['autodocs'],
  argTypes: {
    src: { description: 'URL da imagem.', control: 'text' },
    alt: { description: 'Texto alternativo; vazio marca uma imagem decorativa.', control: 'text' },
    ratio: {
      description: 'Largura / altura, por exemplo 1.78 (16:9) ou 0.75 (3:4).',
      control: 'number',
    },
    fit: {
      description: 'Como a imagem preenche a caixa.',
      control: 'inline-radio',
      options: ['cover', 'contain'],
    },
    radius: { description: 'Canto.', control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    eager: { description: 'Carregar já (a primeira imagem visível).', control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Imagem carregada sob demanda numa caixa de proporção fixa (nada se mexe); se falhar, um ícone e "Imagem indisponível".',
      },
    },
  },
  args: { src: banner, alt: 'Bônus de boas-vindas', ratio: 16 / 9 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: a 16:9 banner and a row of 3:4 game covers. */
export const Loaded: Story = {
  render: (args) => (
    <>
      <Image {...args} radius="lg" />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
        <Image src={cover} alt="Tigre da Sorte" ratio={3 / 4} />
        <Image src={cover} alt="Foguetinho" ratio={3 / 4} />
        <Image src={cover} alt="Campo Minado" ratio={3 / 4} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Bônus de boas-vindas' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    // Faded in once loaded (opacity 0 until then).
    await waitFor(() => expect(image).toBeVisible());
    for (const name of ['Tigre da Sorte', 'Foguetinho', 'Campo Minado']) {
      await waitFor(() => expect(canvas.getByRole('img', { name })).toBeVisible());
    }
    const box = (image.parentElement as HTMLElement).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 9) / 16));
  },
};

/** The URL is not known yet: the box already has its final size, in the skeleton colour. */
export const Placeholder: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: 'Bônus de boas-vindas' });
    await expect(box.tagName).toBe('SPAN');
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.round(height)).toBe(Math.round((width * 9) / 16));
  },
};

/** The picture fails to load: an icon and "Imagem indisponível" in the same box. */
export const Broken: Story = {
  args: { src: broken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Imagem indisponível')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
