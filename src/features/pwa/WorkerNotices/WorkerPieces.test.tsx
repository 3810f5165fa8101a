import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WorkerPieces } from './WorkerPieces';

const onLine = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'onLine');

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** A stand-in for navigator.serviceWorker: only its message events matter here. */
function fakeContainer() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

function mount() {
  const memory = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={memory.hook}>
      <WorkerPieces aboveTabBar />
    </Router>,
  );
  return memory;
}

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
  if (onLine) Object.defineProperty(Object.getPrototypeOf(navigator), 'onLine', onLine);
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('WorkerPieces', () => {
  it('says "Você está sem conexão" while the browser is offline, and not after', () => {
    fakeContainer();
    mount();
    expect(screen.queryByRole('heading', { name: 'Você está sem conexão' })).toBeNull();
    setOnline(false);
    expect(screen.getByRole('heading', { name: 'Você está sem conexão' })).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByRole('heading', { name: 'Você está sem conexão' })).toBeNull();
  });

  it('opens in-app the path a tapped notification asks for, never another origin', () => {
    const container = fakeContainer();
    const memory = mount();
    const send = (data: unknown) =>
      act(() => {
        container.dispatchEvent(new MessageEvent('message', { data }));
      });
    send({ type: 'OPEN_PATH', path: '/promotion' });
    expect(memory.history?.at(-1)).toBe('/promotion');
    send({ type: 'OPEN_PATH', path: '//evil.example/x' });
    send({ type: 'OPEN_PATH', path: 'https://evil.example/x' });
    send({ type: 'OTHER', path: '/wallet' });
    expect(memory.history?.at(-1)).toBe('/promotion');
  });
});
