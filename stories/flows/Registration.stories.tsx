import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SMS_CODE } from '../../mocks/data/users';
import { hideNoticesToday } from '../../src/features/notices/noticeSnooze';
import { loadLazyImages, tap } from '../storyKit';
import { expectRoute, FlowApp, lobbyLoaded, page, patience, loadAppCode } from './flowKit';

/**
 * The shell: a visitor signs up from the header. Any made-up Brazilian mobile number and a CPF with
 * valid check digits register in the mock world; every SMS code is 123456.
 */
const meta = {
  loaders: [loadAppCode],
  component: FlowApp,
  args: { path: '/' },
  // Today's notice pop-ups (they follow a registration) were already dismissed on this phone.
  beforeEach: () => hideNoticesToday(true),
} satisfies Meta<typeof FlowApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mobile number nobody in the mock world has. */
const NEW_PHONE = '11923456789';
/** A CPF with valid check digits that no account uses. */
const NEW_CPF = '52998224725';

/**
 * The visitor registered and is now a logged-in player on the home page: the header shows the
 * balance chip (a new account starts at R$ 0,00) instead of Entrar and Cadastrar.
 */
export const VisitorRegisteredAndLoggedIn: Story = {
  play: async ({ canvasElement, step }) => {
    const app = page(canvasElement);
    await step('a visitor taps Cadastrar in the header', async () => {
      await tap(await app.findByRole('button', { name: 'Cadastrar' }, patience));
    });
    const popup = within(await app.findByRole('dialog', { name: 'Entrar ou cadastrar' }, patience));
    await step('the register form: phone, SMS code, password, CPF, terms', async () => {
      await expect(popup.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.type(popup.getByLabelText('Celular'), NEW_PHONE);
      await tap(popup.getByRole('button', { name: 'Enviar código' }));
      await expect(
        await popup.findByText(/^Enviamos o código para \+55\s\(11\)\s92345-6789\.$/, {}, patience),
      ).toBeVisible();
      await userEvent.type(popup.getByLabelText('Código por SMS'), DEMO_SMS_CODE);
      await userEvent.type(popup.getByLabelText('Senha'), 'joia2026');
      await userEvent.type(popup.getByLabelText('CPF'), NEW_CPF);
      await expect(popup.getByLabelText('CPF')).toHaveValue('529.982.247-25');
      await tap(popup.getByRole('checkbox'));
      await expect(popup.getByRole('checkbox')).toBeChecked();
    });
    await step('Criar conta: the pop-up closes and the player is welcomed', async () => {
      await tap(popup.getByRole('button', { name: 'Criar conta' }));
      await waitFor(() => expect(app.queryByRole('dialog')).toBeNull(), patience);
      await expect(app.getByRole('region', { name: 'Notificações' })).toHaveTextContent(
        'Conta criada. Bem-vindo!',
      );
    });
    await step('the header: the balance chip, search; no Entrar or Cadastrar', async () => {
      const header = within(app.getByRole('banner'));
      const chip = await header.findByRole('button', { name: /^Saldo da carteira/ }, patience);
      await expect(chip).toHaveAccessibleName(/^Saldo da carteira R\$\s0,00$/);
      await expect(header.getByRole('button', { name: 'Buscar jogos' })).toBeVisible();
      await expect(header.queryByRole('button', { name: 'Entrar' })).toBeNull();
      await expect(header.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
    });
    await step('the floating activity icons a player gets (spec 6)', async () => {
      await expect(
        await app.findByRole('button', { name: /^Envelope da sorte/ }, patience),
      ).toBeVisible();
      await expect(
        await app.findByRole('button', { name: /^Primeiro depósito relâmpago/ }, patience),
      ).toBeVisible();
    });
    await step('still on the home page; the welcome leaves after its 3 s', async () => {
      await expectRoute(canvasElement, '/', 1);
      await waitFor(
        () => expect(app.queryByRole('region', { name: 'Notificações' })).toBeNull(),
        patience,
      );
    });
    await lobbyLoaded(canvasElement);
    await loadLazyImages(canvasElement);
  },
};
