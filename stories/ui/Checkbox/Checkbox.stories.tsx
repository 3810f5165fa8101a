import { useState, type ComponentProps } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Checkbox } from '../../../src/ui/Checkbox/Checkbox';

type CheckboxArgs = ComponentProps<typeof Checkbox>;

/** Holds the ticked state like a list's filters would, and still reports every change. */
function ControlledCheckbox({ checked: initial, onChange, ...rest }: CheckboxArgs) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      {...rest}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

/** Under a list's search field, with the page's margins; on desktop in the 500 px column. */
const onPage: Decorator = (Story, context) => {
  const body = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: 16 }}>
      <Story />
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const meta = {
  component: Checkbox,
  tags: ['autodocs'],
  decorators: [onPage],
  argTypes: {
    label: { description: 'O que marcar faz: o nome acessível da caixa.', control: 'text' },
    checked: { description: 'Marcada ou não.', control: 'boolean' },
    onChange: { description: 'A caixa foi marcada ou desmarcada.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Uma caixa de seleção nativa com o texto ao lado, a linha inteira como alvo de toque: para um filtro que estreita a lista da tela (spec 5: "Ocultar saldos zerados"). Espaço marca e desmarca; o leitor de tela diz o estado.',
      },
    },
  },
  args: { label: 'Ocultar saldos zerados', checked: false, onChange: fn() },
  render: (args) => <ControlledCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not ticked. A tap anywhere on the row ticks it, a second one unticks it. */
export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Ocultar saldos zerados' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Ocultar saldos zerados'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    box.blur();
  },
};

/** Ticked; Space on the focused box unticks and ticks it again. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ocultar saldos zerados' });
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    box.blur();
  },
};

/** Both states, each captioned (for the theme and viewport stories). */
function AllStates(args: CheckboxArgs) {
  return (
    <>
      {[false, true].map((checked) => (
        <figure
          key={String(checked)}
          aria-label={checked ? 'Marcada' : 'Desmarcada'}
          style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
            {checked ? 'Marcada' : 'Desmarcada'}
          </figcaption>
          <Checkbox {...args} checked={checked} />
        </figure>
      ))}
    </>
  );
}

async function checkAllStates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const state = (name: string) => within(canvas.getByRole('figure', { name }));
  await expect(state('Desmarcada').getByRole('checkbox')).not.toBeChecked();
  await expect(state('Marcada').getByRole('checkbox')).toBeChecked();
}

/** Both states in the light theme (text at AA contrast: axe checks). */
export const AllStatesLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};

/** Both states in the desktop frame's 500 px column. */
export const AllStatesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};
