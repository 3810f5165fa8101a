import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, ToastStack, type ToastItem } from './ToastStack';

const saved: ToastItem = { id: 'saved', message: 'Dados salvos', tone: 'success' };

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ToastStack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses a toast after 3000 ms, not before (spec 8)', () => {
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000);
    advance(2999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('saved');
  });

  it('respects a custom duration per toast', () => {
    const onDismiss = vi.fn();
    render(
      <ToastStack
        toasts={[
          saved,
          { id: 'slow', message: 'Aguarde a análise', tone: 'info', durationMs: 5000 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    advance(3000);
    expect(onDismiss.mock.calls).toEqual([['saved']]);
    advance(1999);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    advance(1);
    expect(onDismiss.mock.calls).toEqual([['saved'], ['slow']]);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />);
    advance(2000);
    const item = screen.getByRole('listitem');
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(item);
    advance(999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('saved');
  });

  it('pauses every toast of the stack while focus is inside one', () => {
    const onDismiss = vi.fn();
    render(
      <ToastStack
        toasts={[saved, { id: 'other', message: 'Bônus creditado', tone: 'info' }]}
        onDismiss={onDismiss}
      />,
    );
    const [first] = screen.getAllByRole('button', { name: 'Dispensar notificação' });
    act(() => first?.focus());
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => first?.blur());
    advance(3000);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does not stay paused when the hovered toast is removed', () => {
    const onDismiss = vi.fn();
    const later: ToastItem = { id: 'later', message: 'Saque solicitado', tone: 'info' };
    const { rerender } = render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />);
    fireEvent.mouseEnter(screen.getByRole('listitem'));
    rerender(<ToastStack toasts={[later]} onDismiss={onDismiss} />);
    advance(3000);
    expect(onDismiss).toHaveBeenCalledWith('later');
  });

  it('calls onDismiss with the id when the dismiss button is pressed', () => {
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[saved]} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar notificação' }));
    expect(onDismiss).toHaveBeenCalledWith('saved');
  });

  it('announces through live regions that exist before the first toast', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ToastStack toasts={[]} onDismiss={onDismiss} />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe('');
    rerender(
      <ToastStack
        toasts={[saved, { id: 'failed', message: 'Falha no saque', tone: 'danger' }]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Dados salvos');
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('Falha no saque');
  });
});
