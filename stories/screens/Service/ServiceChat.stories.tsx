import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SERVICE_CHAT_URL } from '../../../mocks/handlers/system';
import { scenarios } from '../../../mocks/scenarios';
import { Service } from '../../../src/screens/Service/Service';
import { withGamesFrame } from '../../storyKit';

/**
 * /service with a chat configured, in a file of its own: the story test runner opens one page
 * per story file, and a framed outside page changes when that page counts as network-idle, so
 * a story drawn after it on the same page could wait for an idle state that never came (the
 * other Service stories timed out in some full runs).
 */
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
 * a reserved `.example` name: the story runner answers it with a small page (.storybook/test-runner.ts).
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
