import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import {
  WorkerNotices,
  type UpdateState,
} from '../../../../src/features/pwa/WorkerNotices/WorkerNotices';

const meta = {
  component: WorkerNotices,
  tags: ['autodocs'],
  argTypes: {
    update: {
      description:
        'none: nada; waiting: nova versão esperando; updating: o jogador tocou Atualizar.',
      control: 'inline-radio',
      options: ['none', 'waiting', 'updating'],
    },
    offline: { description: 'O navegador diz que está sem rede.' },
    aboveTabBar: { description: 'A página mostra a barra de abas: os avisos ficam acima dela.' },
    onUpdate: { description: 'Atualizar.', table: { category: 'eventos' } },
    onLater: { description: 'Depois.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Avisos do service worker (issue 14): "Nova versão disponível" com Atualizar (nunca recarrega sozinho) e "Você está sem conexão". Pequenos, no rodapé, sem bloquear a página; anunciados por uma região ao vivo educada.',
      },
      story: { inline: false, iframeHeight: 600 },
    },
  },
  args: {
    update: 'none',
    offline: false,
    aboveTabBar: false,
    onUpdate: fn(),
    onLater: fn(),
  },
  decorators: [
    // The page the notices float over.
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
        <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof WorkerNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The polite live region screen readers hear the notices from. */
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[aria-live="polite"][aria-atomic="true"]');

export const UpdateWaiting: Story = {
  args: { update: 'waiting' },
  play: async ({ args, canvasElement, step }) => {
    const page = body(canvasElement);
    await step('the new version is offered and announced politely', async () => {
      await expect(
        page.getByRole('heading', { name: 'Nova versão disponível' }),
      ).toBeInTheDocument();
      await expect(liveRegion(canvasElement)).toHaveTextContent('Nova versão disponível');
    });
    await step('nothing happens without a tap', async () => {
      await expect(args.onUpdate).not.toHaveBeenCalled();
    });
    await step('the keyboard reaches Depois, then Atualizar', async () => {
      const later = page.getByRole('button', { name: 'Depois' });
      const accept = page.getByRole('button', { name: 'Atualizar' });
      later.focus();
      await userEvent.tab();
      await expect(accept).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onUpdate).toHaveBeenCalledOnce();
      await userEvent.click(later);
      await expect(args.onLater).toHaveBeenCalledOnce();
      // No focus ring in the baseline.
      accept.blur();
    });
  },
};

/** The prompt as the app drives it: tapping Atualizar turns it into the update under way. */
function Driven(props: ComponentProps<typeof WorkerNotices>) {
  const [update, setUpdate] = useState<UpdateState>('waiting');
  return (
    <WorkerNotices
      {...props}
      update={update}
      onUpdate={() => {
        setUpdate('updating');
        props.onUpdate();
      }}
    />
  );
}

export const Updating: Story = {
  render: (args) => <Driven {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const page = body(canvasElement);
    await step('the player taps Atualizar', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Atualizar' }));
      await expect(args.onUpdate).toHaveBeenCalledOnce();
    });
    await step('the update shows as under way, with nothing else to tap', async () => {
      await expect(await page.findByText('Atualizando…')).toBeInTheDocument();
      await waitFor(() =>
        expect(page.getByRole('button', { name: 'Atualizar' })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
      );
      await expect(page.queryByRole('button', { name: 'Depois' })).toBeNull();
      page.getByRole('button', { name: 'Atualizar' }).blur();
    });
  },
};

export const Offline: Story = {
  args: { offline: true, aboveTabBar: true },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeInTheDocument();
    await expect(liveRegion(canvasElement)).toHaveTextContent('Você está sem conexão');
    await expect(
      page.getByText('Algumas informações podem não aparecer até a conexão voltar.'),
    ).toBeInTheDocument();
  },
};

export const OfflineWithUpdateWaiting: Story = {
  args: { offline: true, update: 'waiting' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const region = page.getByRole('region', { name: 'Avisos do aplicativo' });
    const headings = within(region).getAllByRole('heading');
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Você está sem conexão',
      'Nova versão disponível',
    ]);
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Você está sem conexão. Nova versão disponível',
    );
  },
};
