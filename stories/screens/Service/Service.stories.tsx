import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
 * An operator without a chat ('no-service-url': the service points at the app path `/service`):
 * the page says the service is unavailable and offers the way home; no frame.
 */
export const Unavailable: Story = {
  parameters: { msw: { handlers: scenarios['no-service-url'] } },
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
