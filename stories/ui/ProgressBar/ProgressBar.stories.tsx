import { useId, type ComponentProps } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { formatCurrency } from '../../../src/lib/money';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { ProgressBar } from '../../../src/ui/ProgressBar/ProgressBar';
import '../../../src/i18n/messages/activityDetail';
import '../../../src/i18n/messages/deposit';
import '../../../src/i18n/messages/tasks';
import '../../../src/i18n/messages/withdraw';

type BarArgs = ComponentProps<typeof ProgressBar>;

/**
 * Where a bar lives: on a card (an activity card, the four-step card, the rollover card) in the
 * page's margins; on desktop inside the app frame's 500 px column (spec 9).
 */
const onCard: Decorator = (Story, context) => {
  const body = (
    <div style={{ padding: vars.space.lg }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space.md,
          padding: vars.space.lg,
          borderRadius: vars.radius.lg,
          background: vars.color.surface,
        }}
      >
        <Story />
      </div>
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const figuresStyle = {
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
};

/** The bar with its figures under it, as the four-step and rollover cards show them. */
function BarWithFigures(args: BarArgs) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xs }}>
      <ProgressBar {...args} />
      <p style={figuresStyle}>{args.valueText}</p>
    </div>
  );
}

const goal = (current: number) =>
  t('activityDetail.progress.value', {
    current: formatCurrency(current),
    target: formatCurrency(100),
  });

const wagered = (done: number) =>
  t('withdraw.wagering.progress', { done: formatCurrency(done), required: formatCurrency(50) });

const meta = {
  component: ProgressBar,
  tags: ['autodocs'],
  decorators: [onCard],
  render: (args) => <BarWithFigures {...args} />,
  argTypes: {
    label: {
      description:
        'O nome do bar quando nenhum texto na tela diz o que ele mede ("Progresso: Faça 10 apostas"). Um de label ou labelledBy é obrigatório, nunca os dois.',
      control: 'text',
    },
    labelledBy: {
      description:
        'O id do texto visível que nomeia o bar ("Progresso da meta"), quando ele já está na tela ao lado do bar.',
      control: false,
    },
    value: {
      description: 'Quanto já foi feito, na unidade de max (um percentual, depósitos feitos).',
      control: { type: 'number', min: 0 },
    },
    max: {
      description: 'A meta, na mesma unidade; 0 ou menos aparece cheio.',
      control: { type: 'number', min: 0 },
    },
    valueText: {
      description:
        'Os números como o jogador os lê ("R$ 40,00 de R$ 100,00"): o leitor de tela diz isto em vez de um percentual solto.',
      control: 'text',
    },
    track: {
      description:
        'O fundo do trilho: sunken sobre um cartão (padrão); surface sobre uma linha que já é afundada (uma tarefa na lista).',
      control: 'inline-radio',
      options: ['sunken', 'surface'],
    },
    tone: {
      description:
        'A cor da parte feita: primary (em andamento), reward (rumo a um bônus), success (concluído) ou muted (não conta mais, um rollover zerado). A cor só repete o que o texto ao lado já diz.',
      control: 'inline-radio',
      options: ['primary', 'reward', 'success', 'muted'],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A barra de progresso de todo o app: metas de promoções, tarefas, o bônus de 4 depósitos, o rollover do saque e os níveis VIP. Sempre tem um nome e diz os números ao leitor de tela.',
      },
    },
  },
  args: {
    label: t('activityDetail.progress.label'),
    value: 40,
    max: 100,
    valueText: goal(40),
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share the fill covers of its track, 0 to 1. */
function filledShare(bar: HTMLElement) {
  const fill = bar.firstElementChild as HTMLElement;
  return fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
}

/** Part of the way: the fill covers 40 % and the bar says the figures. */
export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progresso da meta' });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s40,00 de R\$\s100,00$/),
    );
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(filledShare(bar)).toBeCloseTo(0.4, 2);
  },
};

/** Nothing done yet: an empty track, and the figures still say where the goal is. */
export const Empty: Story = {
  args: { value: 0, valueText: goal(0) },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progresso da meta' });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s0,00 de R\$\s100,00$/),
    );
    await expect(filledShare(bar)).toBe(0);
  },
};

/** The goal reached: the fill covers the whole track. */
export const Full: Story = {
  args: { value: 100, valueText: goal(100) },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progresso da meta' });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s100,00 de R\$\s100,00$/),
    );
    await expect(filledShare(bar)).toBeCloseTo(1, 2);
  },
};

/** Towards a bonus, counted in deposits (the four-step card): 2 of 4 in the reward colour. */
export const Reward: Story = {
  args: {
    label: t('deposit.fourStep.progressLabel'),
    value: 2,
    max: 4,
    valueText: t('deposit.fourStep.progress', { done: 2, total: 4 }),
    tone: 'reward',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Progresso do bônus de 4 depósitos',
    });
    await expect(bar).toHaveAttribute('aria-valuetext', '2 de 4 depósitos feitos');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(filledShare(bar)).toBeCloseTo(0.5, 2);
  },
};

/** Reached (a rollover complete, a task done): the success colour, full. */
export const Success: Story = {
  args: {
    label: t('withdraw.wagering.progressLabel', { source: t('withdraw.wagering.source') }),
    value: 100,
    valueText: wagered(50),
    tone: 'success',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progresso: Rollover' });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s50,00 de R\$\s50,00 apostados$/),
    );
    await expect(filledShare(bar)).toBeCloseTo(1, 2);
  },
};

/** No longer counting (a rollover reset): the share stays, in a muted colour. */
export const Muted: Story = {
  args: {
    label: t('withdraw.wagering.progressLabel', { source: t('withdraw.wagering.source') }),
    value: 35,
    valueText: wagered(17.5),
    tone: 'muted',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progresso: Rollover' });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s17,50 de R\$\s50,00 apostados$/),
    );
    await expect(filledShare(bar)).toBeCloseTo(0.35, 2);
  },
};

/** On a sunken row (a task in its list): the track takes the surface colour. */
export const SurfaceTrack: Story = {
  args: {
    label: t('tasks.carnival.nextLabel'),
    value: 60,
    valueText: t('tasks.progress.value', { current: 60, target: 100 }),
    track: 'surface',
  },
  decorators: [
    (Story) => (
      <div
        style={{
          padding: vars.space.md,
          borderRadius: vars.radius.md,
          background: vars.color.surfaceSunken,
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Pontos para o próximo prêmio',
    });
    await expect(bar).toHaveAttribute('aria-valuetext', '60 de 100');
    await expect(filledShare(bar)).toBeCloseTo(0.6, 2);
  },
};

/** Named by the text beside it: the label and the figures on one line over the bar. */
function LabelledBar(args: BarArgs) {
  const labelId = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xs }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: vars.space.sm,
          fontSize: vars.fontSize.sm,
          lineHeight: vars.lineHeight.normal,
        }}
      >
        <span id={labelId}>{t('activityDetail.progress.label')}</span>
        <span>{args.valueText}</span>
      </div>
      <ProgressBar
        labelledBy={labelId}
        value={args.value}
        max={args.max}
        valueText={args.valueText}
        track={args.track}
        tone={args.tone}
      />
    </div>
  );
}

/** A visible label names the bar (the activity goal, the next deposit tier). */
export const VisibleLabel: Story = {
  args: { value: 70, valueText: goal(70) },
  render: (args) => <LabelledBar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Progresso da meta' });
    await expect(canvas.getByText('Progresso da meta')).toBeVisible();
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s70,00 de R\$\s100,00$/),
    );
    await expect(filledShare(bar)).toBeCloseTo(0.7, 2);
  },
};

const tones: { caption: string; bar: BarArgs }[] = [
  {
    caption: 'Em andamento',
    bar: { label: 'Meta', value: 40, max: 100, valueText: goal(40) },
  },
  {
    caption: 'Rumo ao bônus',
    bar: {
      label: 'Bônus',
      value: 2,
      max: 4,
      valueText: t('deposit.fourStep.progress', { done: 2, total: 4 }),
      tone: 'reward',
    },
  },
  {
    caption: 'Concluído',
    bar: { label: 'Concluído', value: 100, max: 100, valueText: wagered(50), tone: 'success' },
  },
  {
    caption: 'Zerado',
    bar: { label: 'Zerado', value: 35, max: 100, valueText: wagered(17.5), tone: 'muted' },
  },
  {
    caption: 'Nada feito',
    bar: { label: 'Nada feito', value: 0, max: 100, valueText: goal(0) },
  },
];

/** Every tone one under the other, each captioned (for the theme and viewport stories). */
function AllTones() {
  return (
    <>
      {tones.map(({ caption, bar }) => (
        <figure
          key={caption}
          aria-label={caption}
          style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }}
        >
          <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
            {caption}
          </figcaption>
          <BarWithFigures {...bar} />
        </figure>
      ))}
      <figure
        aria-label="Numa linha afundada"
        style={{
          margin: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space.xs,
          padding: vars.space.md,
          borderRadius: vars.radius.md,
          background: vars.color.surfaceSunken,
        }}
      >
        <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
          Numa linha afundada
        </figcaption>
        <BarWithFigures
          label="Tarefa"
          value={60}
          max={100}
          valueText={t('tasks.progress.value', { current: 60, target: 100 })}
          track="surface"
        />
      </figure>
    </>
  );
}

/** Every bar shows its share and says its figures. */
async function checkAllTones(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const shares: [string, number][] = [
    ['Meta', 0.4],
    ['Bônus', 0.5],
    ['Concluído', 1],
    ['Zerado', 0.35],
    ['Nada feito', 0],
    ['Tarefa', 0.6],
  ];
  for (const [name, share] of shares) {
    const bar = canvas.getByRole('progressbar', { name });
    await expect(bar).toHaveAttribute('aria-valuetext');
    await expect(filledShare(bar)).toBeCloseTo(share, 2);
  }
}

/** Every tone in the light theme (the groove stays visible on the light card). */
export const AllTonesLightTheme: Story = {
  globals: { theme: 'light' },
  render: () => <AllTones />,
  play: async ({ canvasElement }) => checkAllTones(canvasElement),
};

/** Every tone in the desktop frame: the bars keep to the 500 px column. */
export const AllTonesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <AllTones />,
  play: async ({ canvasElement }) => checkAllTones(canvasElement),
};

/** Every tone in the desktop frame, light theme. */
export const AllTonesDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  render: () => <AllTones />,
  play: async ({ canvasElement }) => checkAllTones(canvasElement),
};
