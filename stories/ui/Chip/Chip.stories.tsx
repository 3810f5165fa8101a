import { useState, type ComponentProps } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Chip } from '../../../src/ui/Chip/Chip';

type ChipArgs = ComponentProps<typeof Chip>;

/** Holds the pressed state like a filter row would, and still reports every press. */
function ControlledChip({ pressed: initial, onClick, ...rest }: ChipArgs) {
  const [pressed, setPressed] = useState(initial);
  return (
    <Chip
      {...rest}
      pressed={pressed}
      onClick={() => {
        setPressed((now) => !now);
        onClick();
      }}
    />
  );
}

/**
 * Where chips live: a row with the page's margins, tiles in a grid of three (the deposit's quick
 * amounts); on desktop inside the app frame's 500 px column (spec 9).
 */
const onPage: Decorator = (Story, context) => {
  const tile = (context.args as ChipArgs).shape === 'tile';
  const body = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: 16 }}>
      {tile ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          <Story />
        </div>
      ) : (
        <div style={{ display: 'flex' }}>
          <Story />
        </div>
      )}
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const meta = {
  component: Chip,
  tags: ['autodocs'],
  decorators: [onPage],
  argTypes: {
    pressed: { description: 'Ligado ou desligado (aria-pressed).', control: 'boolean' },
    shape: {
      description:
        'pill: filtro numa linha (provedores, períodos); tile: bloco que ocupa a célula (valores sugeridos).',
      control: 'inline-radio',
      options: ['pill', 'tile'],
    },
    compact: {
      description: 'Menos margem dos lados, para pílulas que dividem a largura da linha.',
      control: 'boolean',
    },
    children: { description: 'O texto do chip: o seu nome acessível.', control: 'text' },
    onClick: { description: 'Um toque no chip.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Um botão de alternar (aria-pressed) para um filtro ou um valor rápido. Ligado, a pílula se enche da cor da marca e o bloco ganha um contorno. A linha é de quem usa: uma lista com aria-label (provedores, valores) ou um role="group" com um (períodos).',
      },
    },
  },
  args: { pressed: false, shape: 'pill', children: 'Aurora Gaming', onClick: fn() },
  render: (args) => <ControlledChip {...args} />,
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: outlined. A press turns it on, a second one off again, each reported. */
export const Unpressed: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Aurora Gaming' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    chip.blur();
  },
};

/** On: filled with the brand colour; Space on the focused chip turns it off and on. */
export const Pressed: Story = {
  args: { pressed: true },
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Aurora Gaming' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    chip.focus();
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    chip.blur();
  },
};

/** Less side padding: four periods share a phone's row, none cut off, one pressed. */
export const Compact: Story = {
  args: { compact: true },
  render: (args) => <Periods {...args} />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Período' });
    const chips = within(group).getAllByRole('button');
    await expect(chips).toHaveLength(4);
    await expect(within(group).getByRole('button', { name: '7 dias' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const chip of chips) await expect(chip.scrollWidth).toBe(chip.clientWidth);
  },
};

/** A tile filling its cell (a quick amount), off. */
export const Tile: Story = {
  args: { shape: 'tile', children: 'R$ 50' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'R$ 50' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A tile on: ringed like a chosen tile, the amount it put in the field. */
export const TilePressed: Story = {
  args: { shape: 'tile', pressed: true, children: 'R$ 50' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'R$ 50' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};

const PERIODS = ['Hoje', '7 dias', '30 dias', '60 dias'];

/** The records' period row: a grid of four compact pills, one on. */
function Periods(args: ChipArgs) {
  const [value, setValue] = useState('7 dias');
  return (
    <div
      role="group"
      aria-label="Período"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: vars.space.sm,
        flex: 1,
      }}
    >
      {PERIODS.map((label) => (
        <Chip
          key={label}
          compact={args.compact}
          pressed={label === value}
          onClick={() => setValue(label)}
        >
          {label}
        </Chip>
      ))}
    </div>
  );
}

/** Every state, each captioned (for the theme and viewport stories). */
function AllStates(args: ChipArgs) {
  const states = [
    { caption: 'Pílula desligada', chip: <Chip {...args}>Aurora Gaming</Chip> },
    {
      caption: 'Pílula ligada',
      chip: (
        <Chip {...args} pressed>
          Aurora Gaming
        </Chip>
      ),
    },
    { caption: 'Compacta, numa linha', chip: <Periods {...args} compact /> },
    {
      caption: 'Blocos, um ligado',
      chip: (
        <ul
          aria-label="Valores sugeridos"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: vars.space.xs,
            flex: 1,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {['R$ 20', 'R$ 50', 'R$ 100'].map((amount) => (
            <li key={amount}>
              <Chip {...args} shape="tile" pressed={amount === 'R$ 50'}>
                {amount}
              </Chip>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg, flex: 1 }}>
      {states.map(({ caption, chip }) => (
        <figure
          key={caption}
          aria-label={caption}
          style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
            {caption}
          </figcaption>
          <div style={{ display: 'flex' }}>{chip}</div>
        </figure>
      ))}
    </div>
  );
}

/** What every state says: which chips are on. */
async function checkAllStates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const state = (name: string) => within(canvas.getByRole('figure', { name }));
  await expect(state('Pílula desligada').getByRole('button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(state('Pílula ligada').getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    state('Compacta, numa linha').getByRole('button', { name: '7 dias' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(state('Blocos, um ligado').getByRole('button', { name: 'R$ 50' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Every state in the light theme (text at AA contrast: axe checks). */
export const AllStatesLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};

/** Every state in the desktop frame's 500 px column. */
export const AllStatesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};
