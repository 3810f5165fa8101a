import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visibleActivities } from '../../../../mocks/data/activities';
import { LANGUAGES } from '../../../../mocks/data/content';
import { CATEGORIES } from '../../../../mocks/data/games';
import { siteLogo } from '../../../../mocks/data/logos';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { Header } from '../../../../src/app/layout/Header/Header';
import { SideMenu } from '../../../../src/app/layout/SideMenu/SideMenu';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';

const categories = CATEGORIES.map((c) => ({
  id: c.categoryId,
  name: c.categoryName,
  icon: c.categoryLogo,
}));

const activitiesFor = (loggedIn: boolean) =>
  visibleActivities(loggedIn).map((a) => ({
    id: a.id,
    name: a.activityLang.title,
    icon: a.iconImg,
  }));

const noop = () => {};

const meta = {
  component: SideMenu,
  args: {
    open: true,
    brand: 'Vitrine',
    logoUrl: siteLogo('Vitrine'),
    player: { name: DEMO_ACCOUNT.info.nickName, avatarUrl: DEMO_ACCOUNT.info.avatarUrl },
    categories,
    activities: activitiesFor(true),
    languageName: LANGUAGES[0]?.langName,
    onClose: fn(),
    onCategoryClick: fn(),
    onActivityClick: fn(),
    onLanguageClick: fn(),
    onServiceClick: fn(),
    onDocumentClick: fn(),
    onLoginClick: fn(),
    onRegisterClick: fn(),
  },
  decorators: [
    // The page the menu opens over, so the scrim and the inert background are visible.
    (Story, { args }) => (
      <AppFrame
        header={
          <Header
            brand="Vitrine"
            logoUrl={siteLogo('Vitrine')}
            loggedIn={args.player !== null}
            wallet={{ amount: 1847.35, symbol: 'R$' }}
            languageCount={LANGUAGES.length}
            onMenuClick={noop}
            onLoginClick={noop}
            onRegisterClick={noop}
            onWalletClick={noop}
            onLanguageClick={noop}
            onSearchClick={noop}
            onServiceClick={noop}
          />
        }
      >
        <p style={{ padding: 16, margin: 0 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open for a player: greeting, categories, activities, language, service and documents. */
export const Open: Story = {
  play: async ({ args, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('dialog', { name: 'Menu' });
    const inMenu = within(menu);

    await step('a modal dialog; focus starts on its close button', async () => {
      await expect(menu).toHaveAttribute('aria-modal', 'true');
      await expect(inMenu.getByRole('button', { name: 'Fechar' })).toHaveFocus();
      await expect(canvasElement.closest('[inert]')).not.toBeNull();
    });
    await step('Esc asks to close', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await step('the player, not the visitor buttons', async () => {
      await expect(inMenu.getByText('Olá, Carlão')).toBeVisible();
      await expect(inMenu.queryByRole('button', { name: 'Entrar' })).toBeNull();
    });
    await step('a category, an activity, the language and service answer taps', async () => {
      const first = categories[0]!;
      await userEvent.click(inMenu.getByRole('button', { name: first.name }));
      await expect(args.onCategoryClick).toHaveBeenCalledWith(first.id);
      const activity = args.activities[0]!;
      await userEvent.click(inMenu.getByRole('button', { name: activity.name }));
      await expect(args.onActivityClick).toHaveBeenCalledWith(activity.id);
      await userEvent.click(inMenu.getByRole('button', { name: 'Idioma Português' }));
      await expect(args.onLanguageClick).toHaveBeenCalledTimes(1);
      await userEvent.click(inMenu.getByRole('button', { name: 'Atendimento ao cliente' }));
      await expect(args.onServiceClick).toHaveBeenCalledTimes(1);
    });
    await step(
      'the terms, the privacy policy and responsible gaming, from every page',
      async () => {
        await userEvent.click(inMenu.getByRole('button', { name: 'Termos de uso' }));
        await expect(args.onDocumentClick).toHaveBeenLastCalledWith('terms');
        await userEvent.click(inMenu.getByRole('button', { name: 'Política de privacidade' }));
        await expect(args.onDocumentClick).toHaveBeenLastCalledWith('privacy');
        await userEvent.click(inMenu.getByRole('button', { name: 'Jogo responsável' }));
        await expect(args.onDocumentClick).toHaveBeenLastCalledWith('responsible');
      },
    );
    await step('the drawer keeps to the left of the column', async () => {
      const drawer = inMenu.getByRole('button', { name: 'Fechar' }).closest('div')!.parentElement!;
      const box = drawer.getBoundingClientRect();
      await expect(box.left).toBe(0);
      await expect(box.height).toBe(window.innerHeight);
      await expect(box.width).toBeLessThan(window.innerWidth);
    });
    await step('back to the top of the menu, as it opens', async () => {
      const close = inMenu.getByRole('button', { name: 'Fechar' });
      close.focus();
      for (const scroller of Array.from(menu.querySelectorAll('div'))) scroller.scrollTop = 0;
      await expect(inMenu.getByText('Olá, Carlão')).toBeVisible();
    });
  },
};

/** Open for a visitor: Entrar and Cadastrar on top, visitor activities only (spec 6). */
export const LoggedOut: Story = {
  args: { player: null, activities: activitiesFor(false) },
  play: async ({ args, canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu',
    });
    const inMenu = within(menu);
    await userEvent.click(inMenu.getByRole('button', { name: 'Entrar' }));
    await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
    await userEvent.click(inMenu.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
    await expect(inMenu.queryByText(/^Olá/)).toBeNull();
    inMenu.getByRole('button', { name: 'Fechar' }).focus();
    for (const scroller of Array.from(menu.querySelectorAll('div'))) scroller.scrollTop = 0;
  },
};

/** A tap beside the drawer, on the dimmed page, closes the menu. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu',
    });
    const panel = menu.getBoundingClientRect();
    await expect(panel.width).toBe(500);
    await expect(panel.left).toBe((window.innerWidth - 500) / 2);
    // Right of the drawer, inside the column: the tap goes through to the scrim.
    const target = canvasElement.ownerDocument.elementFromPoint(panel.right - 20, 400);
    await expect(menu.contains(target)).toBe(false);
    await userEvent.click(target as Element);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    within(menu).getByRole('button', { name: 'Fechar' }).focus();
  },
};
