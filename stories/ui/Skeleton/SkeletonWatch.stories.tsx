import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';
import { SkeletonWatch } from '../../../src/ui/Skeleton/SkeletonWatch';

const meta = {
  component: SkeletonWatch,
  parameters: {
    docs: {
      description: {
        component:
          'Avisa uma vez (onSettled) quando a região dentro dela não mostra mais nenhum skeleton: o código e os dados chegaram e ela tem sua altura final.',
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
  args: { onSettled: fn(), children: null },
} satisfies Meta<typeof SkeletonWatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region still loading (its placeholder shows): not settled, nothing is told. */
export const StillLoading: Story = {
  render: (args) => (
    <SkeletonWatch onSettled={args.onSettled}>
      <section aria-label="Tarefas de hoje" aria-busy="true">
        <Skeleton shape="text" lines={3} />
      </section>
    </SkeletonWatch>
  ),
  play: async ({ args, canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Tarefas de hoje' }),
    ).toHaveAttribute('aria-busy', 'true');
    // Past the commit and its microtasks: still nothing told.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onSettled).not.toHaveBeenCalled();
  },
};

/** A region with its content and no placeholder left: settled, told once. */
export const Settled: Story = {
  render: (args) => (
    <SkeletonWatch onSettled={args.onSettled}>
      <section aria-label="Tarefas de hoje">
        <p style={{ margin: 0 }}>Aposte R$ 50,00 hoje</p>
      </section>
    </SkeletonWatch>
  ),
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText(/Aposte R\$\s50,00 hoje/)).toBeVisible();
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledTimes(1));
  },
};
