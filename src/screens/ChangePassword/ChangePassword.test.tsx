import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_SMS_CODE } from '../../../mocks/data/users';
import { route } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { world } from '../../../mocks/world/world';
import { endpoints } from '../../api/allEndpoints';
import { overlaysState } from '../../state/overlays';
import { sessionState, setSession } from '../../state/session';
import { ChangePassword } from './ChangePassword';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ChangePassword />
    </SWRConfig>,
  );
}

function fillForm(old: string, code = DEMO_SMS_CODE) {
  type('Senha atual', old);
  type('Nova senha', 'vitrine2026');
  type('Repita a nova senha', 'vitrine2026');
  type('Código por SMS', code);
}

describe('ChangePassword screen', () => {
  it('sends one change for a burst of taps and keeps the player logged in', async () => {
    setSession(DEMO_ACCOUNT.info);
    let puts = 0;
    server.use(
      http.put(route(endpoints.updatePassword), () => {
        puts += 1;
        return undefined;
      }),
    );
    renderPage();
    fillForm(DEMO_ACCOUNT.password);
    const submit = screen.getByRole('button', { name: 'Alterar senha' });
    await act(async () => {
      for (let i = 0; i < 10; i += 1) fireEvent.click(submit);
    });
    expect(await screen.findByRole('heading', { name: 'Senha alterada' })).toBeInTheDocument();
    expect(puts).toBe(1);
    expect(world.users.get(DEMO_ACCOUNT.info.userNo)?.password).toBe('vitrine2026');
    expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
  });

  it('puts a wrong current password under "Senha atual", without a toast', async () => {
    setSession(DEMO_ACCOUNT.info);
    renderPage();
    fillForm('errada123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' })));
    await waitFor(() =>
      expect(input('Senha atual')).toHaveAccessibleDescription('A senha atual está incorreta.'),
    );
    expect(input('Senha atual')).toHaveFocus();
    expect(input('Nova senha')).not.toHaveAttribute('aria-invalid');
    expect(overlaysState.toasts).toHaveLength(0);
  });

  it('asks for the user info after a reload, then shows the form', async () => {
    setSession(DEMO_ACCOUNT.info);
    sessionState.user = null;
    renderPage();
    expect(screen.getByText('Carregando os dados da sua conta…')).toBeInTheDocument();
    expect(await screen.findByLabelText('Senha atual', { selector: 'input' })).toBeInTheDocument();
    expect(sessionState.user).toMatchObject({ account: DEMO_ACCOUNT.account });
  });
});
