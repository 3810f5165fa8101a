import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../../../src/ui/EmptyState/EmptyState';
import { Tabs } from '../../../src/ui/Tabs/Tabs';

// Spec 4 big-win tabs: 1 last bet (default), 2 big win.
const betTabs = [
  { value: 'lastBet', label: 'Últimas apostas' },
  { value: 'bigWin', label: 'Grandes ganhos' },
];

// Activity categories: more than a phone's width.
const activityTabs = [
  { value: 'all', label: 'Todas' },
  { value: 'deposit', label: 'Bônus de depósito' },
  { value: 'daily', label: 'Missões diárias' },
  { value: 'vip', label: 'Clube VIP' },
  { value: 'invite', label: 'Convide amigos' },
  { value: 'tournament', label: 'Torneios' },
  { value: 'cashback', label: 'Cashback' },
];

type TabsArgs = ComponentProps<typeof Tabs<string>>;

/** Holds the selected value like a screen would, and still reports every change to `onChange`. */
function ControlledTabs({ value: initial, onChange, ...rest }: TabsArgs) {
  const [value, setValue] = useState(initial);
  const label = rest.items.find((item) => item.value === value)?.label;
  return (
    <Tabs
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      {rest.children ?? <p style={{ margin: 0, padding: '0 16px' }}>Lista: {label}</p>}
    </Tabs>
  );
}

const meta = {
  component: Tabs,
  tags: ['autodocs'],
  argTypes: {
    label: { description: 'Nome acessível da lista de abas.', control: 'text' },
    busy: {
      description: 'O conteúdo da aba escolhida está carregando: escolhas são ignoradas.',
      control: 'boolean',
    },
    stretch: {
      description: 'Divide a largura igualmente (poucas abas curtas).',
      control: 'boolean',
    },
    items: { description: 'As abas (value e label).', control: 'object' },
    value: { description: 'A aba escolhida (controlada pela história).', control: false },
    onChange: { description: 'Outra aba foi escolhida.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Abas WAI-ARIA com ativação manual: setas, Home e End movem o foco; Enter, Espaço ou toque escolhem. Ocupadas, ignoram escolhas (spec 4).',
      },
    },
  },
  args: { items: betTabs, value: 'lastBet', label: 'Apostas', stretch: true, onChange: fn() },
  render: (args) => <ControlledTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected; choosing another selects it and reports it once. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [lastBet, bigWin] = canvas.getAllByRole('tab') as [HTMLElement, HTMLElement];
    await step('only the selected tab is in the Tab order', async () => {
      await expect(lastBet).toHaveAttribute('aria-selected', 'true');
      await expect(lastBet).toHaveAttribute('tabindex', '0');
      await expect(bigWin).toHaveAttribute('tabindex', '-1');
      await expect(canvas.getByRole('tabpanel', { name: 'Últimas apostas' })).toBeVisible();
    });
    await step('clicking the active tab changes nothing (spec 4)', async () => {
      await userEvent.click(lastBet);
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('arrow keys, Home and End move focus, wrapping, without selecting', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(bigWin).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(lastBet).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(bigWin).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(lastBet).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(bigWin).toHaveFocus();
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('Space selects the focused tab', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith('bigWin');
      await expect(bigWin).toHaveAttribute('aria-selected', 'true');
    });
    await step('Enter on the first tab, then a click on the second', async () => {
      await userEvent.keyboard('{Home}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('lastBet');
      await userEvent.click(bigWin);
      await expect(args.onChange).toHaveBeenLastCalledWith('bigWin');
      await expect(args.onChange).toHaveBeenCalledTimes(3);
      await expect(bigWin).toHaveAttribute('aria-selected', 'true');
      await expect(bigWin).toHaveAttribute('tabindex', '0');
      await expect(lastBet).toHaveAttribute('tabindex', '-1');
      await expect(canvas.getByRole('tabpanel', { name: 'Grandes ganhos' })).toHaveTextContent(
        'Lista: Grandes ganhos',
      );
    });
  },
};

/** The selected tab's list is loading: choices are ignored until it arrives (spec 4). */
export const Busy: Story = {
  args: { busy: true, children: <EmptyState kind="loading" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bigWin = canvas.getByRole('tab', { name: 'Grandes ganhos' });
    await userEvent.click(bigWin);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(bigWin).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  },
};

/** More tabs than fit: the list scrolls sideways and keeps the selected tab in view. */
export const ManyTabs: Story = {
  args: { items: activityTabs, value: 'invite', label: 'Categorias de atividades', stretch: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Categorias de atividades' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const selected = canvas.getByRole('tab', { selected: true });
    await expect(selected).toHaveAccessibleName('Convide amigos');
    // Scrolled into view once the list has its width, with nothing else moving.
    await waitFor(() => {
      const tabBox = selected.getBoundingClientRect();
      const listBox = list.getBoundingClientRect();
      expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left);
      expect(tabBox.right).toBeLessThanOrEqual(listBox.right);
    });
    await expect(window.scrollX).toBe(0);
  },
};
