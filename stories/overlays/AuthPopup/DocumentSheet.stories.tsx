import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { DocumentSheet } from '../../../src/overlays/AuthPopup/DocumentSheet';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { failingOnce, repaintAll, tap } from '../../storyKit';

/** The register form under the sheet, left as it was while the player reads. */
const meta = {
  component: DocumentSheet,
  args: { document: 'terms', onClose: fn() },
  decorators: [
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Cadastrar</header>}>
        <p style={{ margin: 0, padding: 16 }}>Celular, código por SMS, senha e CPF.</p>
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof DocumentSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const findSheet = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The terms of use, read from the back office's article through SafeHtml. */
export const Terms: Story = {
  play: async ({ args, canvasElement, step }) => {
    const sheet = await findSheet(canvasElement, 'Termos de uso');
    await step('the article under the sheet’s title', async () => {
      await expect(
        await within(sheet).findByRole('heading', { name: '1. Conta' }, { timeout: 5000 }),
      ).toBeVisible();
      await expect(within(sheet).getByText('18 anos ou mais')).toHaveProperty('tagName', 'STRONG');
      // Read: the text box is no longer busy.
      await waitFor(() =>
        expect(sheet.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'false'),
      );
    });
    await step('the × asks to close', async () => {
      await tap(within(sheet).getByRole('button', { name: 'Fechar' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** The privacy policy. */
export const Privacy: Story = {
  args: { document: 'privacy' },
  play: async ({ canvasElement }) => {
    const sheet = await findSheet(canvasElement, 'Política de privacidade');
    await expect(
      await within(sheet).findByText(
        /^Tratamos seus dados conforme a LGPD\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** The article is on its way (it never answers here): busy lines of text in its place. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const sheet = await findSheet(canvasElement, 'Termos de uso');
    const content = sheet.querySelector('[aria-busy="true"]');
    await expect(content).not.toBeNull();
    await expect(within(sheet).queryByRole('heading', { name: '1. Conta' })).toBeNull();
    await expect(within(sheet).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

const articleFailsOnce = failingOnce(endpoints.articleDetail);

/**
 * The read failed (HTTP 500 once): the failure in place with a retry (spec 8: no toast), and the
 * retry reads the terms.
 */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: articleFailsOnce.handlers } },
  beforeEach: articleFailsOnce.reset,
  play: async ({ canvasElement, step }) => {
    const sheet = await findSheet(canvasElement, 'Termos de uso');
    await step('the failure, said in place', async () => {
      await expect(
        await within(sheet).findByText('Algo deu errado', {}, { timeout: 5000 }),
      ).toBeVisible();
      await expect(
        within(canvasElement.ownerDocument.body).queryByRole('region', { name: 'Notificações' }),
      ).toBeNull();
    });
    await step('the retry reads the terms', async () => {
      await tap(within(sheet).getByRole('button', { name: 'Tentar novamente' }));
      await expect(
        await within(sheet).findByRole('heading', { name: '1. Conta' }, { timeout: 5000 }),
      ).toBeVisible();
      await expect(within(sheet).queryByText('Algo deu errado')).toBeNull();
    });
    await repaintAll();
  },
};

/** The failure as a player sees it before retrying (the server answers HTTP 500). */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const sheet = await findSheet(canvasElement, 'Termos de uso');
    await expect(
      await within(sheet).findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 }),
    ).toBeEnabled();
    await expect(within(sheet).getByText('Algo deu errado')).toBeVisible();
  },
};

/** No document asked for: no sheet. */
export const Closed: Story = {
  args: { document: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
