import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { avatar } from '../../../mocks/data/logos';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { ChoiceGroup, ChoiceTile } from '../../../src/ui/ChoiceGroup/ChoiceGroup';

/** The deposit methods of spec 3, as the deposit page offers them. */
const METHODS = [
  { value: 'pix', name: 'Pix', note: 'Na hora' },
  { value: 'crypto', name: 'Carteira cripto', note: 'USDT, BTC, ETH' },
  { value: 'card', name: 'Cartão bancário', note: 'Crédito ou débito' },
] as const;
type Method = (typeof METHODS)[number]['value'];

type MethodTilesProps = {
  initial?: Method;
  /** A method the channel lists but does not serve now. */
  unavailable?: Method;
};

/** Box tiles sharing a row, held like the deposit form holds its choice. */
function MethodTiles({ initial, unavailable }: MethodTilesProps) {
  const name = useId();
  const noteId = useId();
  const [value, setValue] = useState(initial);
  const off = METHODS.find((method) => method.value === unavailable);
  return (
    <>
      <div
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(0, 1fr)',
          gap: vars.space.xs,
        }}
      >
        {METHODS.map((method) => (
          <ChoiceTile
            key={method.value}
            name={name}
            value={method.value}
            checked={value === method.value}
            disabled={method === off}
            describedBy={method === off ? noteId : undefined}
            onSelect={() => setValue(method.value)}
          >
            <span
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: vars.space.xxs,
                padding: vars.space.sm,
                textAlign: 'center',
              }}
            >
              <strong style={{ fontSize: vars.fontSize.sm }}>{method.name}</strong>
              <span style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>
                {method === off ? 'Indisponível no momento' : method.note}
              </span>
            </span>
          </ChoiceTile>
        ))}
      </div>
      {off && (
        <p
          id={noteId}
          style={{ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warningText }}
        >
          Indisponível no momento: {off.name}. Use outra forma de pagamento ou tente mais tarde.
        </p>
      )}
    </>
  );
}

/** Round tiles around pictures, the second one chosen, as the profile page offers them. */
function PictureTiles() {
  const name = useId();
  const pictures = ['Ana', 'Bia', 'Caio', 'Duda'].map((who) => avatar(who, who));
  const [value, setValue] = useState(pictures[1]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {pictures.map((url, index) => (
        <ChoiceTile
          key={url}
          shape="round"
          name={name}
          value={url}
          checked={value === url}
          onSelect={() => setValue(url)}
        >
          <img src={url} alt="" width={56} height={56} style={{ borderRadius: '50%', margin: 2 }} />
          <span className="visually-hidden">
            Imagem {index + 1} de {pictures.length}
          </span>
        </ChoiceTile>
      ))}
    </div>
  );
}

/**
 * Where a choice group lives: a form's column with the page's margins; on desktop inside the
 * app frame's 500 px column (spec 9).
 */
const onPage: Decorator = (Story, context) => {
  const body = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: 16 }}>
      <Story />
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const meta = {
  component: ChoiceGroup,
  tags: ['autodocs'],
  decorators: [onPage],
  argTypes: {
    legend: { description: 'O que o grupo pergunta: o nome acessível do grupo.', control: 'text' },
    gap: {
      description: 'Espaço entre a legenda, os blocos e a linha sob eles.',
      control: 'inline-radio',
      options: ['xs', 'sm'],
    },
    legendId: {
      description: 'Id da legenda, para um grupo que se nomeia com aria-labelledby.',
      control: false,
    },
    children: {
      description:
        'Os blocos (ChoiceTile), na disposição de quem usa (linha, grade), e uma nota sob eles.',
      control: false,
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Um grupo de rádios desenhado como blocos: um fieldset com legenda e, em cada bloco (ChoiceTile), um rádio nativo escondido. As setas mudam a escolha, Tab entra e sai do grupo de uma vez, e o leitor de tela diz "1 de 3". O escolhido ganha um contorno na cor da marca; um indisponível fica no lugar, tracejado e sem fundo.',
      },
    },
  },
  args: { legend: 'Forma de pagamento', gap: 'xs', children: <MethodTiles /> },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).getByRole('radio', { name });

/** Nothing chosen yet: three tiles, none ringed; Tab enters the group at the first one. */
export const Unselected: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Forma de pagamento' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const each of radios) await expect(each).not.toBeChecked();
    await step('Tab enters the group at the first choice', async () => {
      await userEvent.tab();
      await expect(radio(canvasElement, /Pix/)).toHaveFocus();
      radio(canvasElement, /Pix/).blur();
    });
  },
};

/** Pix chosen and ringed; a tap or an arrow key moves the choice, never to two at once. */
export const Selected: Story = {
  args: { children: <MethodTiles initial="pix" /> },
  play: async ({ canvasElement, step }) => {
    const pix = radio(canvasElement, /Pix/);
    const crypto = radio(canvasElement, /Carteira cripto/);
    await expect(pix).toBeChecked();
    await step('a tap on another tile chooses it instead', async () => {
      await userEvent.click(crypto);
      await expect(crypto).toBeChecked();
      await expect(pix).not.toBeChecked();
    });
    await step('an arrow key moves the choice back', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(pix).toBeChecked();
      await expect(pix).toHaveFocus();
      await expect(crypto).not.toBeChecked();
      pix.blur();
    });
  },
};

/** The bank card is not served now: it keeps its place, dashed, and says why under the group. */
export const Disabled: Story = {
  args: { children: <MethodTiles initial="pix" unavailable="card" /> },
  play: async ({ canvasElement }) => {
    const card = radio(canvasElement, /Cartão bancário/);
    await expect(card).toBeDisabled();
    await expect(card).toHaveAccessibleDescription(
      'Indisponível no momento: Cartão bancário. Use outra forma de pagamento ou tente mais tarde.',
    );
    await expect(radio(canvasElement, /Pix/)).toBeChecked();
  },
};

/** Round tiles around pictures (the profile's picture): the chosen one ringed. */
export const Round: Story = {
  args: { legend: 'Imagem do perfil', gap: 'sm', children: <PictureTiles /> },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'Imagem 2 de 4')).toBeChecked();
    await userEvent.click(radio(canvasElement, 'Imagem 4 de 4'));
    await expect(radio(canvasElement, 'Imagem 4 de 4')).toBeChecked();
    await expect(radio(canvasElement, 'Imagem 2 de 4')).not.toBeChecked();
    await userEvent.click(radio(canvasElement, 'Imagem 2 de 4'));
    radio(canvasElement, 'Imagem 2 de 4').blur();
  },
};

type GroupArgs = ComponentProps<typeof ChoiceGroup>;

const states: { caption: string; legend: string; gap?: 'sm'; children: ReactNode }[] = [
  { caption: 'Nada escolhido', legend: 'Forma de pagamento', children: <MethodTiles /> },
  {
    caption: 'Escolhido',
    legend: 'Forma de pagamento',
    children: <MethodTiles initial="pix" />,
  },
  {
    caption: 'Indisponível',
    legend: 'Forma de pagamento',
    children: <MethodTiles initial="pix" unavailable="card" />,
  },
  { caption: 'Redondo', legend: 'Imagem do perfil', gap: 'sm', children: <PictureTiles /> },
];

/** Every state one under the other, each captioned (for the theme and viewport stories). */
function AllStates(args: GroupArgs) {
  return (
    <>
      {states.map(({ caption, ...state }) => (
        <figure
          key={caption}
          aria-label={caption}
          style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
            {caption}
          </figcaption>
          <ChoiceGroup {...args} {...state} />
        </figure>
      ))}
    </>
  );
}

/** What every state shows: which tile is chosen, and which one cannot be. */
async function checkAllStates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const state = (name: string) => within(canvas.getByRole('figure', { name }));
  for (const each of state('Nada escolhido').getAllByRole('radio')) {
    await expect(each).not.toBeChecked();
  }
  await expect(state('Escolhido').getByRole('radio', { name: /Pix/ })).toBeChecked();
  await expect(state('Indisponível').getByRole('radio', { name: /Cartão/ })).toBeDisabled();
  await expect(state('Redondo').getByRole('radio', { name: 'Imagem 2 de 4' })).toBeChecked();
}

/** Every state in the light theme (text and rings at AA contrast: axe checks the text). */
export const AllStatesLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};

/** Every state in the desktop frame: the group keeps to the 500 px column. */
export const AllStatesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => {
    await checkAllStates(canvasElement);
    const group = within(canvasElement).getAllByRole('group', { name: 'Forma de pagamento' })[0];
    await expect(group?.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
