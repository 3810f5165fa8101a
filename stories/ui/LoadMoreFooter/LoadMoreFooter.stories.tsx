import type { ComponentProps } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../../src/theme/contract.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import {
  LoadMoreFooter,
  PRELOAD_MARGIN_PX,
  type NextPageStatus,
} from '../../../src/ui/LoadMoreFooter/LoadMoreFooter';

type FooterArgs = ComponentProps<typeof LoadMoreFooter>;

/**
 * Where a list's footer lives: a list's body (RecordList, GameList), a column with the page's
 * margins and the list gap; on desktop inside the app frame's 500 px column (spec 9). The
 * phone needs no frame (its column is the screen), so a docs page shows the footer at its size.
 */
const inListBody: Decorator = (Story, context) => {
  const body = (
    <section
      aria-label="Movimentações"
      style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}
    >
      <Story />
    </section>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const meta = {
  component: LoadMoreFooter,
  tags: ['autodocs'],
  decorators: [inListBody],
  argTypes: {
    status: {
      description:
        'Onde a lista está depois das linhas: more (há mais), loading (a próxima página vem aí), failed (a próxima página falhou), retrying (a nova tentativa está em andamento) ou end (não há mais).',
      control: 'select',
      options: ['more', 'loading', 'failed', 'retrying', 'end'],
    },
    endText: {
      description: 'O que o fim da lista diz (o texto da própria lista).',
      control: 'text',
    },
    failedText: { description: 'O que uma próxima página que falhou diz.', control: 'text' },
    shownText: {
      description: 'Quantas linhas de quantas: anunciado com educação a cada mudança.',
      control: 'text',
    },
    onLoadMore: {
      description: 'O fim chegou perto da tela, ou "Carregar mais".',
      table: { category: 'eventos' },
    },
    onRetry: { description: '"Tentar novamente".', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component: `O rodapé de toda lista paginada (extrato, pedidos, jogos, convidados, mensagens): a próxima página começa a carregar quando o fim da lista chega a ${PRELOAD_MARGIN_PX} px da tela, e "Carregar mais" faz o mesmo pelo teclado e pelo leitor de tela. Uma página que falhou diz isso com "Tentar novamente" e nunca é pedida de novo sozinha; o fim diz o texto da lista.`,
      },
    },
  },
  args: {
    status: 'more',
    endText: 'Isso é tudo neste período',
    failedText: 'Não foi possível carregar mais registros.',
    shownText: 'Mostrando 10 de 42',
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadMoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More to load, the end in view: the next page is asked for by itself, and by "Carregar mais". */
export const More: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the end is in view: the next page is asked for once, by itself', async () => {
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    });
    await step('"Carregar mais" asks for it too (keyboard)', async () => {
      const button = canvas.getByRole('button', { name: 'Carregar mais' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
      button.blur();
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 10 de 42');
  },
};

/** The next page is on its way: the button is busy and ignores taps. */
export const LoadingMore: Story = {
  args: { status: 'loading' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Carregar mais', busy: true });
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The next page failed: the list's failure text and "Tentar novamente"; nothing asked by itself. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar mais registros.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The retry is on its way: the failure text stays, the retry is busy and ignores taps. */
export const Retrying: Story = {
  args: { status: 'retrying' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar mais registros.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente', busy: true }));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Nothing more to load: the list's own end text, no button. */
export const End: Story = {
  args: { status: 'end' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Isso é tudo neste período')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Stand-in rows: `below` px of list under the bottom of the screen before the footer. */
function rowsReaching(below: number): Decorator {
  const rows: Decorator = (Story) => (
    <>
      <div
        aria-hidden="true"
        style={{
          height: `calc(100vh + ${below}px)`,
          borderRadius: 8,
          background: vars.color.surface,
        }}
      />
      <Story />
    </>
  );
  return rows;
}

/** Two frames: long enough for an observer to report what it sees. */
const settle = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * The end of the list is below the screen but within the preload margin: the next page is asked
 * for before the player gets there.
 */
export const EndWithinPreloadMargin: Story = {
  // A screen of stand-in rows: a behaviour to test, not a state to show on the docs page.
  tags: ['!autodocs'],
  decorators: [rowsReaching(PRELOAD_MARGIN_PX / 2)],
  play: async ({ args, canvasElement }) => {
    const end = within(canvasElement).getByRole('button', { name: 'Carregar mais' });
    await expect(end.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
  },
};

/**
 * The end of the list is further below than the preload margin: nothing is asked for until the
 * player scrolls nearer.
 */
export const EndBeyondPreloadMargin: Story = {
  // A screen of stand-in rows: a behaviour to test, not a state to show on the docs page.
  tags: ['!autodocs'],
  decorators: [rowsReaching(PRELOAD_MARGIN_PX * 1.5)],
  play: async ({ args, step }) => {
    await step('out of reach: nothing asked for', async () => {
      await settle();
      await settle();
      await expect(args.onLoadMore).not.toHaveBeenCalled();
    });
    await step('scrolled within reach: the next page is asked for', async () => {
      window.scrollTo(0, PRELOAD_MARGIN_PX);
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    });
    window.scrollTo(0, 0);
  },
};

const states: { status: NextPageStatus; caption: string }[] = [
  { status: 'more', caption: 'Há mais para carregar' },
  { status: 'loading', caption: 'A próxima página vem aí' },
  { status: 'failed', caption: 'A próxima página falhou' },
  { status: 'retrying', caption: 'Tentando de novo' },
  { status: 'end', caption: 'Fim da lista' },
];

/** Every state one under the other, each captioned (for the theme and viewport stories). */
function AllStates(args: FooterArgs) {
  return (
    <>
      {states.map(({ status, caption }) => (
        <figure
          key={status}
          aria-label={caption}
          style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <figcaption style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>
            {caption}
          </figcaption>
          <LoadMoreFooter {...args} status={status} />
        </figure>
      ))}
    </>
  );
}

/** What every state shows: the texts, and which buttons are busy. */
async function checkAllStates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const state = (name: string) => within(canvas.getByRole('figure', { name }));
  await expect(
    state('Há mais para carregar').getByRole('button', { name: 'Carregar mais' }),
  ).not.toHaveAttribute('aria-busy');
  await expect(
    state('A próxima página vem aí').getByRole('button', { name: 'Carregar mais', busy: true }),
  ).toBeVisible();
  await expect(
    state('A próxima página falhou').getByText('Não foi possível carregar mais registros.'),
  ).toBeVisible();
  await expect(
    state('Tentando de novo').getByRole('button', { name: 'Tentar novamente', busy: true }),
  ).toBeVisible();
  await expect(state('Fim da lista').getByText('Isso é tudo neste período')).toBeVisible();
}

/** Every state in the light theme (text at AA contrast: axe checks). */
export const AllStatesLightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};

/** Every state in the desktop frame: the footer keeps to the 500 px column, centred. */
export const AllStatesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => {
    await checkAllStates(canvasElement);
    const list = within(canvasElement).getByRole('region', { name: 'Movimentações' });
    const box = list.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(500);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
  },
};

/** Every state in the desktop frame, light theme. */
export const AllStatesDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  render: (args) => <AllStates {...args} />,
  play: async ({ canvasElement }) => checkAllStates(canvasElement),
};
