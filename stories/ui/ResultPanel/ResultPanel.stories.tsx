import type { ComponentProps } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Button } from '../../../src/ui/Button/Button';
import { button } from '../../../src/ui/Button/buttonClass';
import { ResultPanel } from '../../../src/ui/ResultPanel/ResultPanel';
import '../../../src/i18n/messages/rebates';
import '../../../src/i18n/messages/settings';
import '../../../src/i18n/messages/withdraw';

type PanelArgs = ComponentProps<typeof ResultPanel>;

/**
 * Where a result panel lives: the padded body of a page under its header (the settings forms,
 * the withdraw and exchange pages); on desktop inside the app frame's 500 px column (spec 9).
 */
const inPageBody: Decorator = (Story, context) => {
  const body = (
    <div style={{ padding: vars.space.lg }}>
      <Story />
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

/** A receipt as the withdraw page shows one: label and value rows in a raised card. */
function Receipt({ status }: { status: string }) {
  const rows: [string, string][] = [
    [t('withdraw.done.status'), status],
    [t('withdraw.done.order'), 'W202601150001'],
    [t('withdraw.confirm.amount'), 'R$ 150,00'],
    [t('withdraw.confirm.account'), 'PIX · CPF ***.456.789-**'],
  ];
  return (
    <dl
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.sm,
        margin: 0,
        padding: vars.space.lg,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', justifyContent: 'space-between' }}>
          <dt style={{ color: vars.color.textMuted }}>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Links drawn as buttons lead on; a button starts over. */
const withdrawActions = (onAnother?: () => void) => (
  <>
    <a href="#orderlist" className={button({ variant: 'primary', block: true })}>
      {t('withdraw.done.orders')}
    </a>
    <Button variant="secondary" block onClick={onAnother}>
      {t('withdraw.done.another')}
    </Button>
  </>
);

const backToSettings = (
  <a href="#setting" className={button({ variant: 'primary', block: true })}>
    {t('settings.back')}
  </a>
);

const meta = {
  component: ResultPanel,
  tags: ['autodocs'],
  decorators: [inPageBody],
  argTypes: {
    tone: {
      description: 'success: um visto no verde; danger: um X no vermelho.',
      control: 'inline-radio',
      options: ['success', 'danger'],
    },
    title: {
      description: 'O resultado em poucas palavras: o título, que recebe o foco ao aparecer.',
      control: 'text',
    },
    text: { description: 'O que o resultado quer dizer para o jogador.', control: 'text' },
    children: {
      description: 'Os detalhes (um recibo, os saldos novos), na largura toda.',
      control: false,
    },
    actions: {
      description: 'Os caminhos a seguir: botões ou links com cara de botão, um embaixo do outro.',
      control: false,
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'O que um formulário ou um fluxo deixa na tela quando o servidor respondeu: a marca redonda, o resultado como título (recebe o foco, e o leitor de tela lê na hora), uma linha de texto, os detalhes se houver e os caminhos a seguir.',
      },
    },
  },
  args: {
    tone: 'success',
    title: t('settings.changePassword.doneTitle'),
    text: t('settings.changePassword.doneText'),
    actions: backToSettings,
  },
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a player notices first: the outcome read as the focused heading, then its words. */
async function checkOutcome(canvasElement: HTMLElement, title: string, text: string) {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { level: 2, name: title });
  // The panel focuses its heading once it is shown (focusWhenShown: a frame or more later on a
  // busy machine), so the play waits for it as a screen reader would.
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(canvas.getByRole('region', { name: title })).toBeVisible();
  await expect(canvas.getByText(text)).toBeVisible();
}

/** Done, nothing more to show: the words and the way back (the settings forms, the reset). */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    await checkOutcome(canvasElement, args.title, args.text);
    const back = within(canvasElement).getByRole('link', { name: 'Voltar às configurações' });
    await expect(back).toHaveAttribute('href', '#setting');
    await expect(back).toHaveStyle({ textDecorationLine: 'none' });
  },
};

const another = fn();
const retry = fn();

/** Done, with what it left: the receipt between the words and the ways on (withdraw, exchange). */
export const SuccessWithDetails: Story = {
  args: {
    title: t('withdraw.done.title.1'),
    text: t('withdraw.done.text.1'),
    children: <Receipt status={t('withdraw.status.1')} />,
    actions: withdrawActions(another),
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await checkOutcome(canvasElement, args.title, args.text);
    await step('the receipt says the status and the order', async () => {
      await expect(canvas.getByText('Em análise')).toBeVisible();
      await expect(canvas.getByText('W202601150001')).toBeVisible();
    });
    await step('both ways on are there; "Fazer outro saque" starts over', async () => {
      await expect(canvas.getByRole('link', { name: 'Ver meus pedidos' })).toBeVisible();
      const before = another.mock.calls.length;
      await userEvent.click(canvas.getByRole('button', { name: 'Fazer outro saque' }));
      await expect(another).toHaveBeenCalledTimes(before + 1);
      // The heading keeps the screenshot's focus, as the player first sees the panel.
      canvas.getByRole('heading', { level: 2 }).focus();
    });
  },
};

/** It did not go through, nothing more to show: a cross on red and a way to try again. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: t('rebates.refusedTitle'),
    text: t('rebates.refusedFallback'),
    actions: (
      <Button block onClick={retry}>
        {t('common.retry')}
      </Button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await checkOutcome(canvasElement, args.title, args.text);
    const before = retry.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(retry).toHaveBeenCalledTimes(before + 1);
    canvas.getByRole('heading', { level: 2 }).focus();
  },
};

/** It did not go through, with the receipt (a withdrawal refused in review). */
export const DangerWithDetails: Story = {
  args: {
    tone: 'danger',
    title: t('withdraw.done.title.2'),
    text: t('withdraw.done.text.2'),
    children: <Receipt status={t('withdraw.status.2')} />,
    actions: withdrawActions(),
  },
  play: async ({ args, canvasElement }) => {
    await checkOutcome(canvasElement, args.title, args.text);
    await expect(within(canvasElement).getByText('Recusado')).toBeVisible();
  },
};

/*
 * Two panels fill a screen: one of each layout, one of each tone, so the theme and viewport
 * stories show every part of the pattern in a single screenshot.
 */
const states: { caption: string; args?: Partial<PanelArgs> }[] = [
  { caption: 'Sucesso', args: {} },
  { caption: 'Falha com detalhes', args: DangerWithDetails.args },
];

/** A notice and a receipt one under the other, each captioned. */
function AllStates(args: PanelArgs) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xl }}>
      {states.map(({ caption, args: own }) => (
        <figure key={caption} aria-label={caption} style={{ margin: 0 }}>
          <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
            {caption}
          </figcaption>
          <ResultPanel {...args} {...own} />
        </figure>
      ))}
    </div>
  );
}

/** Each state's heading, as a screen reader lists them, and nothing scrolled out of view. */
async function checkAllStates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const state = (name: string) => within(canvas.getByRole('figure', { name }));
  await expect(state('Sucesso').getByRole('heading', { name: 'Senha alterada' })).toBeVisible();
  await expect(
    state('Falha com detalhes').getByRole('heading', { name: 'Saque recusado na análise' }),
  ).toBeVisible();
  const last = state('Falha com detalhes').getByRole('button', { name: 'Fazer outro saque' });
  await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(window.scrollY).toBe(0);
}

/** Both layouts and both tones in the light theme (text at AA contrast: axe checks). */
export const AllStatesLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};

/** Both layouts and both tones in the desktop frame: the panel keeps to the 500 px column, centred. */
export const AllStatesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => {
    await checkAllStates(canvasElement);
    const first = within(canvasElement).getByRole('figure', { name: 'Sucesso' });
    const box = first.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(500);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
  },
};
