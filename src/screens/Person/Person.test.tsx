import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { world } from '../../../mocks/world/world';
import * as stories from '../../../stories/screens/Person/Person.stories';
import { overlaysState } from '../../state/overlays';
import { sessionState, setCpf, updateUserInfo } from '../../state/session';
import { walletState } from '../../state/wallet';

// The demo player on /person, as the Populated story builds it (vitest.setup.portable.ts).
const { Populated } = composeStories(stories);

async function renderPerson() {
  await Populated.load();
  render(<Populated />);
}

/** Where the story's in-memory router is (the "Rota atual" probe). */
const route = () => screen.getByRole('status', { name: 'Rota atual' });
const menu = () => screen.getByRole('navigation', { name: 'Minha conta' });

describe('Person', () => {
  it('shows the player, the level, the balance and the unread count', async () => {
    await renderPerson();
    expect(screen.getByRole('heading', { level: 2, name: 'Carlão' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Saldo total' })).toHaveTextContent(
        /R\$\s2\.771,90/,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Seu nível' })).toHaveTextContent('VIP 3'),
    );
    expect(
      await within(menu()).findByRole('link', { name: 'Mensagens 4 não lidas' }),
    ).toHaveAttribute('href', '/notice');
  });

  it('follows the session store: a nickname saved elsewhere shows at once', async () => {
    await renderPerson();
    act(() => updateUserInfo({ nickName: 'Carlão da Sorte' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Carlão da Sorte' }),
    ).toBeInTheDocument();
  });

  it('logs out after the confirmation: home, visitor, user info, wallets and CPF gone', async () => {
    await Populated.load();
    setCpf(DEMO_ACCOUNT.cpf);
    render(<Populated />);
    await waitFor(() => expect(walletState.entries.length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Sair da conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair da conta?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' })));
    await waitFor(() => expect(sessionState.token).toBe(''));
    expect(route()).toHaveTextContent(/^\/$/);
    expect(sessionState.user).toBeNull();
    expect(sessionState.cpf).toBe('');
    expect(walletState.entries).toEqual([]);
    expect(world.sessions.has(DEMO_ACCOUNT.info.token)).toBe(false);
    // Left on purpose: no register or login pop-up over the home.
    expect(overlaysState.overlay).toBeNull();
  });
});
