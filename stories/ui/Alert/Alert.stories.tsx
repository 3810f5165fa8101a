import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { formatCurrency } from '../../../src/lib/money';
import { vars } from '../../../src/theme/contract.css';
import { Alert, type AlertTone } from '../../../src/ui/Alert/Alert';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import '../../../src/i18n/messages/records';
import '../../../src/i18n/messages/withdraw';

/**
 * Where an alert lives: inside a form or a page, between the fields and the button, in the
 * page's margins; on desktop inside the app frame's 500 px column (spec 9).
 */
const inForm: Decorator = (Story, context) => {
  const body = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: 16 }}>
      <Story />
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const meta = {
  component: Alert,
  tags: ['autodocs'],
  decorators: [inForm],
  argTypes: {
    tone: {
      description:
        'error (uma recusa, uma falha) e warning (um resultado ainda incerto) interrompem o leitor de tela (role alert); info e success esperam a vez (role status).',
      control: 'inline-radio',
      options: ['error', 'warning', 'info', 'success'],
    },
    title: {
      description:
        'O que aconteceu, como título sobre os detalhes. Sem título, o texto todo fica na cor do tom.',
      control: 'text',
    },
    children: {
      description: 'A mensagem, ou com título os detalhes (uma frase, linhas de valores).',
      control: 'text',
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Uma mensagem dita no lugar, dentro do formulário ou da página a que se refere, em vez de um toast. Monte só enquanto houver o que dizer: um alerta que aparece é anunciado.',
      },
    },
  },
  args: { tone: 'error', children: t('api.error.timeout') },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure about the whole request (a timeout), in the danger colour, announced at once. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'O servidor demorou demais para responder. Tente novamente.',
    );
    await expect(alert).toBeVisible();
  },
};

/** An outcome not yet known (no answer came back): the warning colour, announced at once. */
export const Warning: Story = {
  args: { tone: 'warning', children: t('withdraw.failed.network') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('withdraw.failed.network'),
    );
  },
};

/** Something to know, not a failure: plain text, announced when the reader is free. */
export const Info: Story = {
  args: { tone: 'info', children: t('withdraw.wagering.none') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nenhum rollover nesta moeda: todo o saldo pode ser sacado.',
    );
  },
};

/** It went through: the success colour, announced when the reader is free. */
export const Success: Story = {
  args: {
    tone: 'success',
    title: t('records.code.redeemedTitle'),
    children: (
      <p style={{ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text }}>
        {t('records.code.redeemedText', { amount: formatCurrency(20) })}
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Código resgatado!');
    await expect(status).toHaveTextContent(/R\$\s20,00 foram creditados na sua carteira\./);
  },
};

/** Rows of figures under a title (a refused withdrawal: what was asked, what can go now). */
function RefusalDetails({ text }: { text: string }) {
  const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: vars.space.xs };
  return (
    <>
      <p style={{ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text }}>{text}</p>
      <dl style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 }}>
        <div style={rowStyle}>
          <dt style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
            {t('withdraw.refused.requested')}
          </dt>
          <dd style={{ margin: 0, fontWeight: vars.fontWeight.medium }}>{formatCurrency(500)}</dd>
        </div>
        <div style={rowStyle}>
          <dt style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
            {t('withdraw.refused.withdrawable')}
          </dt>
          <dd style={{ margin: 0, fontWeight: vars.fontWeight.medium }}>{formatCurrency(120)}</dd>
        </div>
      </dl>
    </>
  );
}

/** A titled refusal: the title in the danger colour, the details in their own colours. */
export const TitledError: Story = {
  args: {
    title: t('withdraw.refused.title'),
    children: <RefusalDetails text={t('withdraw.refused.wagering')} />,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Saque recusado')).toBeVisible();
    await expect(alert).toHaveTextContent(/Valor pedido\s*R\$\s500,00/);
    await expect(alert).toHaveTextContent(/Disponível para saque agora\s*R\$\s120,00/);
  },
};

/** A titled outcome not yet known: the same rows, the warning colour on the title and edge. */
export const TitledWarning: Story = {
  args: {
    tone: 'warning',
    title: t('withdraw.unsure.title'),
    children: <RefusalDetails text={t('withdraw.failed.network')} />,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Saque não confirmado')).toBeVisible();
  },
};

const tones: { tone: AlertTone; text: string }[] = [
  { tone: 'error', text: t('api.error.timeout') },
  { tone: 'warning', text: t('withdraw.failed.network') },
  { tone: 'info', text: t('withdraw.wagering.none') },
  { tone: 'success', text: t('records.code.redeemedTitle') },
];

/** Every tone one under the other, then a titled one (for the theme and viewport stories). */
function AllTones() {
  return (
    <>
      {tones.map(({ tone, text }) => (
        <Alert key={tone} tone={tone}>
          {text}
        </Alert>
      ))}
      <Alert tone="error" title={t('withdraw.refused.title')}>
        <RefusalDetails text={t('withdraw.refused.wagering')} />
      </Alert>
    </>
  );
}

/** Errors and warnings interrupt; info and success wait their turn. */
async function checkAllTones(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('alert')).toHaveLength(3);
  await expect(canvas.getAllByRole('status')).toHaveLength(2);
  await expect(canvas.getByText('Saque recusado')).toBeVisible();
}

/** Every tone in the light theme (text at AA contrast: axe checks). */
export const AllTonesLightTheme: Story = {
  globals: { theme: 'light' },
  render: () => <AllTones />,
  play: async ({ canvasElement }) => checkAllTones(canvasElement),
};

/** Every tone in the desktop frame: the alerts keep to the 500 px column. */
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
