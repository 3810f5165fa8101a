import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SERVICE_CHAT_URL } from '../../../mocks/handlers/system';
import { scenarios } from '../../../mocks/scenarios';
import { Service } from '../../../src/screens/Service/Service';
import { withGamesFrame } from '../../storyKit';

/** /service (spec 2 "online service"): the configured customer-service chat, or why there is none. */
const meta = {
  component: Service,
  decorators: [withGamesFrame],
  parameters: { route: '/service' },
} satisfies Meta<typeof Service>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The business config names an external chat (the 'service-url' scenario): it fills the page
 * under the header in a sandboxed frame, with "Abrir em nova aba" above it. The chat's host is
 * a reserved `.example` name, so the frame shows the browser's own "site not found" page here.
 */
export const WithUrl: Story = {
  parameters: { msw: { handlers: scenarios['service-url'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Atendimento ao cliente' }),
    ).toBeVisible();
    const frame = await canvas.findByTitle('Chat do atendimento ao cliente');
    await step('the chat loads in a sandboxed frame', async () => {
      await expect(frame).toHaveAttribute('src', SERVICE_CHAT_URL);
      await expect(frame).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-forms allow-popups',
      );
    });
    await step('"Abrir em nova aba" opens it outside the app, with no way back in', async () => {
      const link = canvas.getByRole('link', { name: 'Abrir em nova aba' });
      await expect(link).toHaveAttribute('href', SERVICE_CHAT_URL);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('the loading state goes once the frame has loaded', async () => {
      await waitFor(() => expect(canvas.queryByText('Abrindo o atendimento…')).toBeNull(), {
        timeout: 5000,
      });
    });
    await step('the frame takes the height left under the header and the bar', async () => {
      const bottom = frame.getBoundingClientRect().bottom;
      await expect(Math.round(bottom)).toBe(window.innerHeight);
    });
  },
};

/**
 * The seed's business config points the service at the app path `/service` (no chat): the page
 * says the service is unavailable and offers the way home; no frame.
 */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Atendimento indisponível')).toBeVisible();
    await expect(
      canvas.getByText(
        'O atendimento online não está disponível no momento. Tente novamente mais tarde.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByTitle('Chat do atendimento ao cliente')).toBeNull();
  },
};

/** The config call fails (HTTP 500): unavailable for now, with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o atendimento.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByTitle('Chat do atendimento ao cliente')).toBeNull();
  },
};

/** The config never answers: "Abrindo o atendimento…". */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Announced once, politely: the loading state is a status region.
    const loading = canvas.getByText('Abrindo o atendimento…');
    await expect(loading.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByTitle('Chat do atendimento ao cliente')).toBeNull();
  },
};
