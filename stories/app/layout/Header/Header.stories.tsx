import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteLogo } from '../../../../mocks/data/logos';
import { Header, REGISTER_GIFT_DEFAULTS } from '../../../../src/app/layout/Header/Header';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';

const meta = {
  component: Header,
  // The balance chip is a lazy chunk in the app (not in the first load). Loaded before the story
  // renders, so a player's header does not race the chunk's download on a busy machine.
  loaders: [
    async () => {
      await import('../../../../src/app/layout/Header/WalletChip');
      return {};
    },
  ],
  args: {
    brand: 'Vitrine',
    logoUrl: siteLogo('Vitrine'),
    loggedIn: false,
    languageCount: 2,
    onMenuClick: fn(),
    onLoginClick: fn(),
    onRegisterClick: fn(),
    onWalletClick: fn(),
    onLanguageClick: fn(),
    onSearchClick: fn(),
    onServiceClick: fn(),
  },
  decorators: [
    (Story) => (
      <AppFrame header={<Story />}>
        <p style={{ padding: 16, margin: 0 }}>Jogos em destaque, promoções e a sua carteira.</p>
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('banner'));

/** Every button and link of the header lies inside the screen, and the header does not scroll. */
async function expectFitsScreen(canvasElement: HTMLElement) {
  const banner = within(canvasElement).getByRole('banner');
  await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  for (const control of [
    ...within(banner).getAllByRole('button'),
    ...within(banner).getAllByRole('link'),
  ]) {
    const box = control.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** A visitor on a site with two languages: language, service, Entrar and Cadastrar. */
export const LoggedOut: Story = {
  play: async ({ args, canvasElement, step }) => {
    const header = headerOf(canvasElement);
    await step('the logo is a link home named after the brand', async () => {
      await expect(header.getByRole('link', { name: 'Vitrine' })).toHaveAttribute('href', '/');
    });
    await step('the visitor buttons, and no balance or search', async () => {
      await userEvent.click(header.getByRole('button', { name: 'Entrar' }));
      await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
      await userEvent.click(header.getByRole('button', { name: 'Cadastrar' }));
      await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
      await userEvent.click(header.getByRole('button', { name: 'Idioma' }));
      await expect(args.onLanguageClick).toHaveBeenCalledTimes(1);
      await userEvent.click(header.getByRole('button', { name: 'Atendimento ao cliente' }));
      await expect(args.onServiceClick).toHaveBeenCalledTimes(1);
      await expect(header.queryByRole('button', { name: 'Buscar jogos' })).toBeNull();
      await expect(header.queryByRole('button', { name: /Saldo/ })).toBeNull();
    });
    await step('no gift badge while the register gift is off', async () => {
      await expect(
        header.getByRole('button', { name: 'Cadastrar' }),
      ).not.toHaveAccessibleDescription(/presentes/);
    });
    await step('the menu opens the side menu', async () => {
      await userEvent.click(header.getByRole('button', { name: 'Menu' }));
      await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    await expectFitsScreen(canvasElement);
  },
};

/** The register-gift activity is on: Cadastrar wears an 'R$ 10' gift badge (spec 2, 9). */
export const LoggedOutWithGift: Story = {
  args: { registerGift: REGISTER_GIFT_DEFAULTS },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    const register = header.getByRole('button', { name: 'Cadastrar' });
    await expect(register).toHaveAccessibleDescription(
      /^Cadastre-se e ganhe 3 presentes de R\$\s10$/,
    );
    await expect(register.parentElement).toHaveTextContent(/R\$\s10/);
    await expectFitsScreen(canvasElement);
  },
};

/** Only one language on the site: no language button (spec 2). */
export const LoggedOutSingleLanguage: Story = {
  args: { languageCount: 1 },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await expect(header.queryByRole('button', { name: 'Idioma' })).toBeNull();
    await expect(header.getByRole('button', { name: 'Atendimento ao cliente' })).toBeVisible();
  },
};

/** No logo image configured: the brand shows as a text wordmark, still a link home. */
export const Wordmark: Story = {
  args: { logoUrl: undefined },
  play: async ({ canvasElement }) => {
    const link = headerOf(canvasElement).getByRole('link', { name: 'Vitrine' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.querySelector('img')).toBeNull();
  },
};

/** The logo's address has not arrived: its place stays empty, the link home keeps its name. */
export const LogoPending: Story = {
  args: { logoUrl: undefined, logoPending: true },
  play: async ({ canvasElement }) => {
    const link = headerOf(canvasElement).getByRole('link', { name: 'Vitrine' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.querySelector('img')).toBeNull();
    await expect(within(link).getByText('Vitrine')).toHaveClass('visually-hidden');
  },
};

/** A player: balance chip, search and service; the menu counts 3 unclaimed activities. */
export const LoggedIn: Story = {
  args: {
    loggedIn: true,
    wallet: { amount: 1234.56, symbol: 'R$' },
    unclaimedCount: 3,
  },
  play: async ({ args, canvasElement, step }) => {
    const header = headerOf(canvasElement);
    await step('the balance chip shows the formatted balance and opens the wallet', async () => {
      const chip = await header.findByRole('button', { name: /Saldo da carteira/ });
      await expect(chip).toHaveTextContent(/R\$\s1\.234,56/);
      await userEvent.click(chip);
      await expect(args.onWalletClick).toHaveBeenCalledTimes(1);
    });
    await step('search is there, Entrar and the language button are not', async () => {
      await userEvent.click(header.getByRole('button', { name: 'Buscar jogos' }));
      await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
      await expect(header.queryByRole('button', { name: 'Entrar' })).toBeNull();
      await expect(header.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
      await expect(header.queryByRole('button', { name: 'Idioma' })).toBeNull();
    });
    await step('the menu button tells how many activities wait', async () => {
      await expect(header.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription(
        '3 novidades',
      );
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** A long balance on a 360 px Android: the logo gives way, every button stays on screen. */
export const LoggedInLargeBalance: Story = {
  args: {
    loggedIn: true,
    wallet: { amount: 1234567890.12, symbol: 'R$' },
    unclaimedCount: 120,
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    const chip = await header.findByRole('button', { name: /Saldo da carteira/ });
    await expect(chip).toHaveTextContent(/R\$\s1\.234\.567\.890,12/);
    // One line: the chip is no taller than a touch target.
    await expect(chip.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await expect(within(canvasElement).getByRole('banner').getBoundingClientRect().height).toBe(56);
    await expectFitsScreen(canvasElement);
  },
};

/** A player's wallet still loading: a placeholder where the chip goes. */
export const LoggedInWalletLoading: Story = {
  args: { loggedIn: true, wallet: undefined },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await expect(header.getByRole('status', { name: 'Saldo da carteira' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(header.queryByRole('button', { name: /Saldo da carteira/ })).toBeNull();
  },
};

/**
 * No customer-service URL (src/features/service/serviceLink.ts) on a one-language site: the service
 * button is hidden rather than leading nowhere; Entrar and Cadastrar keep their place.
 */
export const LoggedOutWithoutService: Story = {
  args: { languageCount: 1, onServiceClick: undefined },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await expect(header.queryByRole('button', { name: 'Atendimento ao cliente' })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Idioma' })).toBeNull();
    await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

/** A player without a customer-service URL: balance chip and search, no service button. */
export const LoggedInWithoutService: Story = {
  args: { loggedIn: true, wallet: { amount: 1234.56, symbol: 'R$' }, onServiceClick: undefined },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    // The chip is a lazy piece: measured once it is drawn, as the player sees the header.
    await expect(await header.findByRole('button', { name: /Saldo da carteira/ })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Atendimento ao cliente' })).toBeNull();
    await expect(header.getByRole('button', { name: 'Buscar jogos' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

/** Desktop: the header keeps to the 500 px column (spec 9). */
export const Desktop: Story = {
  args: { registerGift: REGISTER_GIFT_DEFAULTS },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('banner').getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(500);
    await expect(box.left).toBeGreaterThanOrEqual((window.innerWidth - 500) / 2);
    await expect(box.height).toBe(56);
  },
};
