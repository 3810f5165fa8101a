import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { TradeDetail } from '../../../src/screens/TradeDetail/TradeDetail';
import { logInDemoPlayer, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: TradeDetail,
  decorators: [withGamesFrame],
  // The demo player's newest entry: a Pix deposit of R$ 75,70 at 11:55 today.
  parameters: { route: '/tradedetail?id=700001' },
  // Spec 2: /tradedetail is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof TradeDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Detalhes da movimentação' }));

/** The value of a term of the detail list ("Categoria" -> "Depósito"). */
const valueOf = (canvasElement: HTMLElement, term: string) =>
  detail(canvasElement).getByText(term).nextElementSibling;

/** Money in: the sub type, '+R$ 75,70' and "Entrada", then category, currency, time and number. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Detalhes da movimentação' }),
    ).toBeVisible();
    const view = detail(canvasElement);
    await expect(
      await view.findByRole('heading', { level: 2, name: 'Depósito via Pix' }),
    ).toBeVisible();
    await expect(view.getByText(/^\+R\$\s75,70$/)).toBeVisible();
    await expect(view.getByText('Entrada')).toBeVisible();
    await expect(valueOf(canvasElement, 'Categoria')).toHaveTextContent('Depósito');
    await expect(valueOf(canvasElement, 'Moeda')).toHaveTextContent('BRL');
    await expect(valueOf(canvasElement, 'Data e hora')).toHaveTextContent('22/11/2026 11:55');
    await expect(valueOf(canvasElement, 'Nº do registro')).toHaveTextContent('700001');
  },
};

/** Money out (a Pix withdrawal): the amount with its minus sign and "Saída". */
export const Debit: Story = {
  parameters: { route: '/tradedetail?id=700003' },
  play: async ({ canvasElement }) => {
    const view = detail(canvasElement);
    await expect(
      await view.findByRole('heading', { level: 2, name: 'Saque via Pix' }),
    ).toBeVisible();
    await expect(view.getByText(/^-R\$\s194,71$/)).toBeVisible();
    await expect(view.getByText('Saída')).toBeVisible();
    await expect(valueOf(canvasElement, 'Categoria')).toHaveTextContent('Saque');
    await expect(valueOf(canvasElement, 'Data e hora')).toHaveTextContent('21/11/2026 16:23');
  },
};

/** An id that is not the player's (the server answers 404): not found, and the way back. */
export const NotFound: Story = {
  parameters: { route: '/tradedetail?id=123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Movimentação não encontrada')).toBeVisible();
    await expect(canvas.getByText('Ela não existe ou não pertence à sua conta.')).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Ver extrato' });
    await tap(back);
    await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
      '/tradelist',
    );
  },
};

/** No usable id in the address (`?id=abc`): not found at once, nothing is asked of the server. */
export const MissingId: Story = {
  parameters: { route: '/tradedetail?id=abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Movimentação não encontrada')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver extrato' })).toHaveAttribute(
      'href',
      '/tradelist',
    );
  },
};

/** The detail fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByText('Movimentação não encontrada')).toBeNull();
  },
};

/** The detail never answers: its shape as placeholders, the region says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Detalhes da movimentação' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
