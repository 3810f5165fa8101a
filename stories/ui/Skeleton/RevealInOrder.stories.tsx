import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RevealInOrder } from '../../../src/ui/Skeleton/RevealInOrder';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';

/**
 * A card that is either still loading (its placeholder) or loaded (its text): the state is
 * fixed per story, so the pixels are too.
 */
function Card({ title, loaded, lines }: { title: string; loaded: boolean; lines: number }) {
  return (
    <section
      aria-label={title}
      aria-busy={!loaded || undefined}
      style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16 }}
    >
      <strong>{title}</strong>
      {loaded ? (
        Array.from({ length: lines }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>{`Linha ${i + 1}`}</p>
        ))
      ) : (
        <Skeleton shape="text" lines={2} />
      )}
    </section>
  );
}

const meta = {
  component: RevealInOrder,
  parameters: {
    docs: {
      description: {
        component:
          'Partes empilhadas que carregam cada uma por si: uma parte só entra na página quando as de cima já têm sua altura final (nenhum skeleton), para nada que o jogador já vê ser empurrado.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { children: null },
} satisfies Meta<typeof RevealInOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The board is still loading: its placeholder shows, and the clubs' card (already loaded) and
 * the rules wait out of the page, so the board's rows never push them.
 */
export const UpperStillLoading: Story = {
  render: () => (
    <RevealInOrder>
      <Card title="Classificação" loaded={false} lines={6} />
      <Card title="Clubes" loaded lines={3} />
      <Card title="Regras" loaded lines={2} />
    </RevealInOrder>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Classificação' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('region', { name: 'Clubes' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Regras' })).toBeNull();
  },
};

/** Everything has settled: the three cards, top to bottom. */
export const AllSettled: Story = {
  render: () => (
    <RevealInOrder>
      <Card title="Classificação" loaded lines={6} />
      <Card title="Clubes" loaded lines={3} />
      <Card title="Regras" loaded lines={2} />
    </RevealInOrder>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Classificação', 'Clubes', 'Regras'];
    const regions = await Promise.all(names.map((name) => canvas.findByRole('region', { name })));
    // In order, each below the one before.
    const tops = regions.map((region) => region.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(within(regions[0] as HTMLElement).getByText('Linha 6')).toBeVisible();
  },
};
