import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AVATAR_OPTIONS, DEMO_ACCOUNT } from '../../../mocks/data/users';
import { fail, on } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { endpoints } from '../../api/allEndpoints';
import { getMemberInfo } from '../../api/session';
import { overlaysState } from '../../state/overlays';
import { sessionState, setSession } from '../../state/session';
import { PersonEdit } from './PersonEdit';

function renderEdit() {
  const memory = memoryLocation({ path: '/person/edit', record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memory.hook}>
        <PersonEdit />
      </Router>
    </SWRConfig>,
  );
  return memory;
}

const nickname = () => screen.getByRole('textbox', { name: 'Apelido' });
const save = () => screen.getByRole('button', { name: 'Salvar' });

/** Counts the updateMember calls the page sends from now on. */
function countUpdates() {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith(endpoints.updateMember.path)) calls += 1;
  });
  return () => calls;
}

describe('PersonEdit', () => {
  it('saves a new nickname and picture, updates the session in place and returns to /person', async () => {
    setSession(DEMO_ACCOUNT.info);
    const memory = renderEdit();
    await screen.findByRole('radio', { name: 'Imagem 3 de 8' });
    expect(screen.getByRole('radio', { name: 'Imagem atual' })).toBeChecked();
    expect(save()).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Imagem 3 de 8' }));
    fireEvent.change(nickname(), { target: { value: '  Carlão  da   Sorte ' } });
    expect(save()).toBeEnabled();
    await act(async () => fireEvent.click(save()));

    await waitFor(() => expect(memory.history).toEqual(['/person']));
    // Normalised as it was sent: trimmed, one space between words.
    expect(sessionState.user?.nickName).toBe('Carlão da Sorte');
    expect(sessionState.user?.avatarUrl).toBe(AVATAR_OPTIONS[2]);
    expect(overlaysState.toasts.map((t) => t.message)).toContain('Perfil atualizado.');
    // The mock world kept it: the next member info answers the new profile.
    const info = await getMemberInfo();
    expect(info.nickName).toBe('Carlão da Sorte');
    expect(info.avatarUrl).toBe(AVATAR_OPTIONS[2]);
  });

  it('refuses a nickname it can tell is wrong without asking the server', async () => {
    setSession(DEMO_ACCOUNT.info);
    renderEdit();
    const updates = countUpdates();
    fireEvent.change(nickname(), { target: { value: 'Rei$' } });
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O caractere "$" não é permitido. Use letras, números, espaço, ponto, hífen ou sublinhado.',
    );
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(nickname()).toHaveFocus();
    expect(updates()).toBe(0);
    expect(sessionState.user?.nickName).toBe('Carlão');
  });

  it('shows the server refusal of a nickname under the field until it is edited', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(on(endpoints.updateMember, () => fail(1015, 'Este apelido já está em uso.')));
    renderEdit();
    fireEvent.change(nickname(), { target: { value: 'Sortudo' } });
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este apelido já está em uso.');
    expect(overlaysState.toasts).toEqual([]);
    expect(sessionState.user?.nickName).toBe('Carlão');
    fireEvent.change(nickname(), { target: { value: 'Sortuda' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the player info first after a reload (only the token is kept)', async () => {
    setSession(DEMO_ACCOUNT.info);
    sessionState.user = null;
    renderEdit();
    await waitFor(() => expect(nickname()).toHaveValue('Carlão'));
    expect(sessionState.user).toMatchObject({ userNo: DEMO_ACCOUNT.info.userNo });
  });
});
