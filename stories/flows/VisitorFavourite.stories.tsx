import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadLazyImages, tap } from '../storyKit';
import { expectRoute, FlowApp, page, patience, recordCalls, settle, loadAppCode } from './flowKit';

/**
 * The lobby: a visitor browses a category and tries to keep a game. Spec 6: "Favouriting or playing
 * a game while logged out opens the register popup".
 */
const meta = {
  loaders: [loadAppCode],
  component: FlowApp,
  args: { path: '/' },
} satisfies Meta<typeof FlowApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category the visitor opens from the home strip. */
const CATEGORY = { name: 'Slots', id: 103 };

/**
 * The visitor tapped a heart on the Slots list: the register pop-up is open over the list,
 * and nothing was sent to the server.
 */
export const VisitorFavouriteAsksRegister: Story = {
  play: async ({ canvasElement, step }) => {
    const app = page(canvasElement);
    await step(`a visitor opens ${CATEGORY.name} from the home category strip`, async () => {
      const strip = within(await app.findByRole('list', { name: 'Categorias de jogos' }, patience));
      await tap(await strip.findByRole('link', { name: CATEGORY.name }, patience));
    });
    await step('the game list of that category', async () => {
      await expectRoute(canvasElement, `/gameList?categoryId=${CATEGORY.id}`, 2);
      await expect(
        await app.findByRole('heading', { level: 1, name: CATEGORY.name }, patience),
      ).toBeVisible();
      await expect(await app.findByText('80 jogos', { selector: 'span' }, patience)).toBeVisible();
    });
    const list = within(await app.findByRole('region', { name: 'Lista de jogos' }, patience));
    const heart = (await list.findAllByRole('button', { name: /^Favoritar / }, patience))[0]!;
    const calls = recordCalls();
    try {
      await step('the visitor taps the first game’s heart', async () => {
        await tap(heart);
      });
      await step('the register pop-up opens on the Cadastrar tab', async () => {
        const popup = within(
          await app.findByRole('dialog', { name: 'Entrar ou cadastrar' }, patience),
        );
        await expect(popup.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(popup.getByRole('button', { name: 'Criar conta' })).toBeVisible();
      });
      await step('the heart stays off and no favourite call was made', async () => {
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await expect(calls.calls.filter((call) => call.startsWith('PUT '))).toEqual([]);
        await expectRoute(canvasElement, `/gameList?categoryId=${CATEGORY.id}`, 2);
      });
    } finally {
      calls.stop();
    }
    await settle();
    await loadLazyImages(canvasElement);
  },
};
