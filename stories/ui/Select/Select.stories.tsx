import { useState, type ComponentProps } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Select } from '../../../src/ui/Select/Select';

/** The Pix key types of spec 3, as the withdraw form names them. */
const KEY_TYPES = [
  { value: 'CPF', label: 'CPF' },
  { value: 'PHONE', label: 'Telefone' },
  { value: 'EMAIL', label: 'E-mail' },
  { value: 'EVP', label: 'Chave aleatória' },
];

/** The game list's sorts (spec 7 sortType 0 to 3). */
const SORTS = [
  { value: '0', label: 'Destaques' },
  { value: '1', label: 'Mais jogados' },
  { value: '2', label: 'Mais recentes' },
  { value: '3', label: 'Nome (A–Z)' },
];

/** A crypto wallet's networks, as the withdraw form offers them for USDT. */
const NETWORKS = [
  { value: 'TRC20', label: 'TRC20' },
  { value: 'ERC20', label: 'ERC20' },
];

const COINS = [
  { value: 'BRL', label: 'BRL' },
  { value: 'USDT', label: 'USDT' },
];

/** Where a select lives: a form's column with the page's margins; on desktop, the 500 px column. */
const onPage: Decorator = (Story, context) => {
  const body = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: 16 }}>
      <Story />
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

type SelectArgs = ComponentProps<typeof Select>;

/** Held like a form holds it: the pick comes back as the new value. */
function Controlled(args: SelectArgs) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  component: Select,
  tags: ['autodocs'],
  decorators: [onPage],
  argTypes: {
    label: { description: 'Rótulo sempre visível; é o nome acessível do select.', control: 'text' },
    value: { description: 'Valor controlado: o da opção escolhida.', control: false },
    options: {
      description: 'As opções, na ordem do seletor nativo; `label` é o que o jogador lê.',
      control: false,
    },
    layout: {
      description:
        'inline: rótulo ao lado, controle compacto (barra de uma lista). stacked: rótulo acima, controle da largura do formulário. split: legenda acima, valor em negrito e `aside` ao lado (um cartão).',
      control: 'inline-radio',
      options: ['inline', 'stacked', 'split'],
    },
    aside: {
      description: 'Depois do controle, lido como a descrição dele (o saldo da moeda escolhida).',
      control: false,
    },
    disabled: { description: 'Desabilitado: nada muda sob o jogador.', control: 'boolean' },
    onChange: { description: 'Recebe o valor da opção escolhida.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'O select nativo do navegador (o seletor de cada plataforma), com rótulo ligado, a seta desenhada por nós e os mesmos pixels em todo estado.',
      },
    },
  },
  args: {
    label: 'Tipo de chave',
    value: 'CPF',
    options: KEY_TYPES,
    layout: 'stacked',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('combobox', { name });

/** As a form opens: the label above, the first key type shown, every type offered in order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = selectNamed(canvasElement, 'Tipo de chave');
    await expect(select).toHaveDisplayValue('CPF');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['CPF', 'Telefone', 'E-mail', 'Chave aleatória']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The player picked "E-mail" in the native picker: the control shows it, the form got EMAIL. */
export const WithValue: Story = {
  play: async ({ canvasElement, args }) => {
    const select = selectNamed(canvasElement, 'Tipo de chave');
    await userEvent.selectOptions(select, 'E-mail');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('EMAIL');
    await expect(select).toHaveDisplayValue('E-mail');
    // Drawn at rest, as after the native picker closes: no focus ring in the picture.
    select.blur();
  },
};

/** While a request is pending nothing may change: greyed text, and no picker opens. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const select = selectNamed(canvasElement, 'Tipo de chave');
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('CPF');
  },
};

/** In a list's toolbar: the label beside a compact control, as "Ordenar por" on the game list. */
export const Inline: Story = {
  args: { label: 'Ordenar por', value: '0', options: SORTS, layout: 'inline' },
  play: async ({ canvasElement, args }) => {
    const select = selectNamed(canvasElement, 'Ordenar por');
    await expect(select).toHaveDisplayValue('Destaques');
    await userEvent.selectOptions(select, 'Mais recentes');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2');
    select.blur();
  },
};

/** In a card: the caption above, the code in bold and, beside it, the balance that describes it. */
export const Split: Story = {
  args: {
    label: 'De',
    value: 'BRL',
    options: COINS,
    layout: 'split',
    aside: (
      <p style={{ margin: 0, fontSize: vars.fontSize.sm, textAlign: 'end' }}>Saldo: R$ 1.847,35</p>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = selectNamed(canvasElement, 'De');
    await expect(select).toHaveDisplayValue('BRL');
    await expect(select).toHaveAccessibleDescription('Saldo: R$ 1.847,35');
  },
};

/** Every layout one under the other (for the viewport and theme stories). */
function AllLayouts(args: SelectArgs) {
  return (
    <>
      <Select {...args} layout="inline" label="Ordenar por" value="3" options={SORTS} />
      <Select {...args} layout="stacked" label="Tipo de chave" value="EMAIL" options={KEY_TYPES} />
      <Select {...args} layout="stacked" label="Rede" value="TRC20" options={NETWORKS} disabled />
      <Select
        {...args}
        layout="split"
        label="Para"
        value="USDT"
        options={COINS}
        aside={<p style={{ margin: 0, textAlign: 'end' }}>Saldo: 250,00 USDT</p>}
      />
    </>
  );
}

async function checkAllLayouts(canvasElement: HTMLElement) {
  await expect(selectNamed(canvasElement, 'Ordenar por')).toHaveDisplayValue('Nome (A–Z)');
  await expect(selectNamed(canvasElement, 'Tipo de chave')).toHaveDisplayValue('E-mail');
  await expect(selectNamed(canvasElement, 'Rede')).toBeDisabled();
  await expect(selectNamed(canvasElement, 'Para')).toHaveAccessibleDescription(
    'Saldo: 250,00 USDT',
  );
}

/** Every layout in the desktop frame: a stacked select keeps to the 500 px column (spec 9). */
export const AllLayoutsDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <AllLayouts {...args} />,
  play: async ({ canvasElement }) => {
    await checkAllLayouts(canvasElement);
    const stacked = selectNamed(canvasElement, 'Tipo de chave');
    await expect(stacked.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

/** Every layout in the light theme (text, borders and chevron at AA contrast: axe checks text). */
export const AllLayoutsLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => <AllLayouts {...args} />,
  play: async ({ canvasElement }) => checkAllLayouts(canvasElement),
};
