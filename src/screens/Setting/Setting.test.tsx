import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { world } from '../../../mocks/world/world';
import { overlaysState } from '../../state/overlays';
import { sessionState, setCpf, setSession, useSession } from '../../state/session';
import { Setting } from './Setting';

/** /setting drawn without a session (the app's guard would then step in): never, we hope. */
const drawnWithoutSession: string[] = [];

/** The page while the location is /setting, as the app's router would show it. */
function OnSetting() {
  const [path] = useLocation();
  const { token } = useSession();
  useEffect(() => {
    if (path === '/setting' && token === '') drawnWithoutSession.push(path);
  }, [path, token]);
  return path === '/setting' ? <Setting /> : null;
}

function mount() {
  drawnWithoutSession.length = 0;
  const memory = memoryLocation({ path: '/setting', record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memory.hook}>
        <OnSetting />
      </Router>
    </SWRConfig>,
  );
  return memory;
}

describe('Setting screen', () => {
  it('logs out after the confirmation: home, no session, no CPF, the server told', async () => {
    setSession(DEMO_ACCOUNT.info);
    setCpf(DEMO_ACCOUNT.cpf);
    const memory = mount();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sair da conta' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Sair da conta?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' })));
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/'));
    // The location changed in the same task as the token went: the login-only page was never
    // drawn for a visitor (RequireLogin would have opened the register pop-up), and it was
    // replaced, so a step back does not lead into it either.
    expect(drawnWithoutSession).toEqual([]);
    expect(memory.history).toEqual(['/']);
    expect(sessionState.token).toBe('');
    expect(sessionState.user).toBeNull();
    expect(sessionState.cpf).toBe('');
    expect(world.sessions.has(DEMO_ACCOUNT.info.token)).toBe(false);
    expect(overlaysState.toasts.map((toast) => toast.message)).toEqual(['Você saiu da conta.']);
  });

  it('keeps the player in when the confirmation is cancelled', async () => {
    setSession(DEMO_ACCOUNT.info);
    const memory = mount();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sair da conta' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
    expect(memory.history?.at(-1)).toBe('/setting');
  });

  it('offers the language picker once the platform lists more than one language', async () => {
    setSession(DEMO_ACCOUNT.info);
    mount();
    const language = await screen.findByRole('button', { name: 'Idioma Português' });
    await act(async () => fireEvent.click(language));
    expect(overlaysState.overlay).toEqual({ name: 'language', props: {} });
  });
});
