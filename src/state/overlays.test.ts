import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeOverlay,
  dismissDialog,
  dismissToast,
  openOverlay,
  overlaysState,
  showDialog,
  showToast,
  TOAST_DURATION_MS,
} from './overlays';

describe('pop-ups', () => {
  it('opens one pop-up at a time with its props, and closes it', () => {
    openOverlay('auth', { mode: 'register' });
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    openOverlay('language');
    expect(overlaysState.overlay).toEqual({ name: 'language', props: {} });
    closeOverlay();
    expect(overlaysState.overlay).toBeNull();
  });
});

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('stay 3000 ms by default (spec 8), then go', () => {
    vi.useFakeTimers();
    expect(TOAST_DURATION_MS).toBe(3000);
    const id = showToast({ message: 'Salvo.', tone: 'success' });
    expect(overlaysState.toasts).toEqual([
      { id, message: 'Salvo.', tone: 'success', durationMs: 3000 },
    ]);
    vi.advanceTimersByTime(2999);
    expect(overlaysState.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(overlaysState.toasts).toEqual([]);
  });

  it('queue in order, each with its own duration; 0 stays until dismissed', () => {
    vi.useFakeTimers();
    const a = showToast({ message: 'Primeiro' });
    const b = showToast({ message: 'Segundo', durationMs: 5000 });
    const c = showToast({ message: 'Fixo', durationMs: 0 });
    expect(overlaysState.toasts.map((t) => t.id)).toEqual([a, b, c]);
    vi.advanceTimersByTime(3000);
    expect(overlaysState.toasts.map((t) => t.message)).toEqual(['Segundo', 'Fixo']);
    vi.advanceTimersByTime(60_000);
    expect(overlaysState.toasts.map((t) => t.message)).toEqual(['Fixo']);
    dismissToast(c);
    expect(overlaysState.toasts).toEqual([]);
  });

  it('the same message and tone on screen is not stacked twice', () => {
    const a = showToast({ message: 'Sem saldo.' });
    expect(showToast({ message: 'Sem saldo.' })).toBe(a);
    showToast({ message: 'Sem saldo.', tone: 'danger' });
    expect(overlaysState.toasts).toHaveLength(2);
  });

  it('dismissing early cancels the timer', () => {
    vi.useFakeTimers();
    const id = showToast({ message: 'Oi' });
    dismissToast(id);
    vi.advanceTimersByTime(3000);
    expect(overlaysState.toasts).toEqual([]);
  });
});

describe('dialogs', () => {
  it('queue oldest first, drop duplicates, and close by id', () => {
    const a = showDialog({
      title: 'Sessão encerrada',
      message: 'Conta bloqueada.',
      tone: 'danger',
    });
    const b = showDialog({ message: 'Outra coisa.' });
    expect(
      showDialog({ title: 'Sessão encerrada', message: 'Conta bloqueada.', tone: 'danger' }),
    ).toBe(a);
    expect(overlaysState.dialogs).toEqual([
      { id: a, title: 'Sessão encerrada', message: 'Conta bloqueada.', tone: 'danger' },
      { id: b, message: 'Outra coisa.', tone: 'neutral' },
    ]);
    dismissDialog(a);
    expect(overlaysState.dialogs.map((d) => d.id)).toEqual([b]);
  });
});
