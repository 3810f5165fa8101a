import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FloatingButtons, type FloatItem } from './FloatingButtons';

/*
 * Docked floats (features/activities floatDock.ts) on the home's float column: a tap on a docked
 * tab only opens it, an activation without a pointer acts at once, and the tab docks again when
 * the player turns elsewhere. The pixels and the gutter are the stories' (a real layout).
 */

const support = (onClick: () => void): FloatItem => ({
  id: 603,
  label: 'Suporte',
  icon: '/icons/support.png',
  onClick,
});

const whatsapp: FloatItem = {
  id: 602,
  label: 'WhatsApp',
  icon: '/icons/whatsapp.png',
  href: 'https://wa.me/5511900000000',
  dismissible: true,
};

/**
 * A tap as a finger makes it: the pointer goes down on the element, then the click. Returns
 * whether the app prevented the click's default (a link that does not open); the test's own
 * listener, after the app's, then stops any navigation (nothing leaves the test).
 */
function tap(element: Element): boolean {
  fireEvent.pointerDown(element);
  let prevented = false;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
  window.removeEventListener('click', after);
  return prevented;
}

const floatOf = (element: Element) => element.closest('[data-float]')!;

describe('FloatingButtons docked at rest', () => {
  it('starts docked, without the × (closing is for an icon the player opened)', () => {
    render(<FloatingButtons items={[whatsapp]} onDismiss={vi.fn()} scrolling={false} />);
    const link = screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
    expect(floatOf(link)).toHaveAttribute('data-docked', 'true');
    expect(screen.queryByRole('button', { name: 'Fechar WhatsApp' })).toBeNull();
  });

  it('a tap on the docked tab opens it and does nothing else; the next tap acts', () => {
    const onClick = vi.fn();
    render(<FloatingButtons items={[support(onClick)]} scrolling={false} />);
    const button = screen.getByRole('button', { name: 'Suporte' });
    tap(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(floatOf(button)).toHaveAttribute('data-docked', 'false');
    tap(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('a docked link does not open on the first tap, and does on the second', () => {
    render(<FloatingButtons items={[whatsapp]} onDismiss={vi.fn()} scrolling={false} />);
    const link = screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
    expect(tap(link)).toBe(true);
    expect(tap(link)).toBe(false);
  });

  it('an activation without a pointer (keyboard, screen reader) acts at once', () => {
    const onClick = vi.fn();
    render(<FloatingButtons items={[support(onClick)]} scrolling={false} />);
    const button = screen.getByRole('button', { name: 'Suporte' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(floatOf(button)).toHaveAttribute('data-docked', 'true');
  });

  it('keyboard focus opens it, Enter acts at once, and focus leaving docks it', () => {
    const onClick = vi.fn();
    render(
      <>
        <button type="button">Antes</button>
        <FloatingButtons items={[support(onClick)]} scrolling={false} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Suporte' });
    act(() => button.focus());
    expect(floatOf(button)).toHaveAttribute('data-docked', 'false');
    // Enter on a button is a click without a pointer.
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    act(() => screen.getByRole('button', { name: 'Antes' }).focus());
    expect(floatOf(button)).toHaveAttribute('data-docked', 'true');
  });

  it('opened, it shows its × and docks again on a tap elsewhere, a scroll or Escape', () => {
    const onDismiss = vi.fn();
    render(
      <>
        <p>Página</p>
        <FloatingButtons items={[whatsapp]} onDismiss={onDismiss} scrolling={false} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
    const docked = () => floatOf(link).getAttribute('data-docked');

    tap(link);
    expect(docked()).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar WhatsApp' }));
    expect(onDismiss).toHaveBeenCalledWith(602);

    fireEvent.pointerDown(screen.getByText('Página'));
    expect(docked()).toBe('true');

    tap(link);
    expect(docked()).toBe('false');
    fireEvent.scroll(window);
    expect(docked()).toBe('true');

    tap(link);
    act(() => link.focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(docked()).toBe('true');
  });

  it('a tap on one icon opens that icon only', () => {
    render(<FloatingButtons items={[support(vi.fn()), whatsapp]} scrolling={false} />);
    const button = screen.getByRole('button', { name: 'Suporte' });
    const link = screen.getByRole('link', { name: 'WhatsApp (abre em nova aba)' });
    tap(button);
    expect(floatOf(button)).toHaveAttribute('data-docked', 'false');
    expect(floatOf(link)).toHaveAttribute('data-docked', 'true');
    // Tapping the other docks the first (a tap elsewhere) and opens the second.
    tap(link);
    expect(floatOf(button)).toHaveAttribute('data-docked', 'true');
    expect(floatOf(link)).toHaveAttribute('data-docked', 'false');
  });
});
