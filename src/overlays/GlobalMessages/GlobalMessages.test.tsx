import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysState, showDialog, showToast } from '../../state/overlays';
import { GlobalMessages } from './GlobalMessages';

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** valtio tells React about a store change after a microtask: let it land. */
async function inStore(change: () => void) {
  await act(async () => {
    change();
  });
}

describe('GlobalMessages toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the store toasts, which leave after the store timer alone (3000 ms, spec 8)', async () => {
    render(<GlobalMessages />);
    await inStore(() => showToast({ message: 'Saldo insuficiente.' }));
    expect(screen.getByRole('region', { name: 'Notificações' })).toHaveTextContent(
      'Saldo insuficiente.',
    );
    await advance(2999);
    expect(overlaysState.toasts).toHaveLength(1);
    await advance(1);
    expect(overlaysState.toasts).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();
  });

  it('never lets the stack time out a toast the store keeps (durationMs 0)', async () => {
    render(<GlobalMessages />);
    await inStore(() => showToast({ message: 'Aguardando confirmação.', durationMs: 0 }));
    await advance(60 * 60 * 1000);
    expect(overlaysState.toasts.map((toast) => toast.message)).toEqual(['Aguardando confirmação.']);
  });

  it('removes a toast from the store when its dismiss button is pressed', async () => {
    render(<GlobalMessages />);
    await inStore(() => showToast({ message: 'Link copiado.', tone: 'success', durationMs: 0 }));
    await inStore(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Dispensar notificação' })),
    );
    expect(overlaysState.toasts).toEqual([]);
  });
});

describe('GlobalMessages dialogs', () => {
  it('shows the queued dialogs one at a time, oldest first, as text', async () => {
    render(<GlobalMessages />);
    await inStore(() => {
      showDialog({ title: 'Sessão encerrada', message: '<b>Conta usada em outro aparelho</b>' });
      showDialog({ message: 'Sua conta foi bloqueada.' });
    });
    const first = screen.getByRole('alertdialog', { name: 'Sessão encerrada' });
    expect(first).toHaveTextContent('<b>Conta usada em outro aparelho</b>');
    expect(first.querySelector('b')).toBeNull();

    await inStore(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.getByRole('alertdialog', { name: 'Aviso' })).toHaveAccessibleDescription(
      'Sua conta foi bloqueada.',
    );

    await inStore(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(overlaysState.dialogs).toEqual([]);
  });
});
