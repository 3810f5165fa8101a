import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { NoticeBar } from '../../../../src/features/home/NoticeBar/NoticeBar';
import { findLoadedRegion, withLocationProbe } from '../homeSectionKit';
import { logInDemoPlayer } from '../../../storyKit';

const meta = {
  component: NoticeBar,
  decorators: [withLocationProbe],
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marquee call never answers: a bar-sized placeholder keeps the space. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Avisos' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A visitor: the three active mobile notices (of six: spec 5 filters disabled, desktop and
 * expired ones), standing still under reduced motion; no unread dot (spec 6).
 */
export const LoggedOut: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = await findLoadedRegion(canvasElement, 'Avisos');
    await step('screen readers get the notices as a plain list of the shown ones', async () => {
      const items = await within(region).findAllByRole('listitem');
      await expect(items.map((li) => li.textContent)).toEqual([
        'Bem-vindo à Vitrine! Deposite via Pix e comece a jogar em segundos.',
        'Saque via Pix 24 horas por dia: cada pedido passa por uma análise antes do pagamento.',
        'Chuva de envelopes todo dia às 12h, 18h, 21h e 23h.',
      ]);
      await expect(within(region).queryByText(/desativado|desktop|encerrada/)).toBeNull();
    });
    await step('the moving run is hidden from assistive technology', async () => {
      const run = region.querySelector('div[aria-hidden="true"]');
      await expect(run).toHaveTextContent(/Bem-vindo à Vitrine!/);
    });
    await step('a visitor sees no unread dot, and the bar leads to /notice', async () => {
      const link = within(region).getByRole('link', { name: 'Ver todos os avisos' });
      await expect(link).toHaveAttribute('href', '/notice');
      await userEvent.click(link);
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        /^\/notice$/,
      );
      link.blur();
    });
  },
};

/** The demo player has unread messages: the bell wears the red dot, said in the link's name. */
export const LoggedIn: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('link', { name: 'Ver todos os avisos Há mensagens não lidas' }),
      ).toHaveAttribute('href', '/notice'),
    );
  },
};

/** No active notice: the bar renders nothing, so the Home shows no gap. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: 'Avisos' })).toBeNull(),
    );
  },
};

/** The marquee call fails: the bar says so in one line and offers a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os avisos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
