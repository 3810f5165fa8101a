import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';

const meta = {
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    shape: {
      description: 'block, circle ou text (linhas).',
      control: 'inline-radio',
      options: ['block', 'circle', 'text'],
    },
    width: { description: 'Largura CSS (número = px).', control: 'text' },
    height: { description: 'Altura CSS (número = px).', control: 'text' },
    ratio: {
      description: 'Largura / altura, por exemplo 0.75 para um jogo 3:4.',
      control: 'number',
    },
    lines: { description: 'Linhas de um skeleton text.', control: 'number' },
    radius: {
      description: 'Canto de um block.',
      control: 'inline-radio',
      options: ['none', 'sm', 'md', 'lg'],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Forma de carregamento do tamanho do conteúdo que vai substituir, para nada se mexer quando ele chega; o brilho para com "reduzir movimento".',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every shape: a banner block with an aspect ratio, a circle, one text line and a paragraph. */
export const Shapes: Story = {
  render: () => (
    <section
      aria-label="Formas de carregamento"
      aria-busy="true"
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Skeleton ratio={16 / 9} radius="lg" />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Skeleton shape="circle" width={44} />
        <div style={{ flex: 1 }}>
          <Skeleton shape="text" width="50%" />
        </div>
      </div>
      <Skeleton shape="text" lines={3} />
      <Skeleton width={120} height={44} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Formas de carregamento' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const banner = region.firstElementChild as HTMLElement;
    await expect(banner).toHaveAttribute('aria-hidden', 'true');
    // The 16:9 banner holds its height before any image arrives: 343 px wide -> 193 px high.
    const box = banner.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 9) / 16));
  },
};

const tiles = Array.from({ length: 9 }, (_, index) => index);

/** The game grid while its category loads (spec 4: "Home shows skeletons until the category call finishes"). */
export const CardList: Story = {
  render: () => (
    <section aria-label="Jogos" aria-busy="true">
      <div style={{ marginBottom: 12, fontSize: 18 }}>
        <Skeleton shape="text" width={140} />
      </div>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 8,
        }}
      >
        {tiles.map((tile) => (
          <li key={tile} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <Skeleton ratio={3 / 4} radius="lg" />
            <div style={{ fontSize: 12 }}>
              <Skeleton shape="text" width="80%" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Jogos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    // Three columns of 3:4 tiles.
    const tile = items[0]?.firstElementChild as HTMLElement;
    const { width, height } = tile.getBoundingClientRect();
    await expect(Math.round((width * 4) / 3)).toBe(Math.round(height));
    await expect(items[3]?.getBoundingClientRect().top).toBeGreaterThan(height);
  },
};
