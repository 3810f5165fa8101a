import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalLayer } from './ModalLayer';
import { MODAL_HISTORY_KEY } from './backButton';

function Layer({ name, open, onClose }: { name: string; open: boolean; onClose: () => void }) {
  return (
    <ModalLayer open={open} onClose={onClose} labelledBy={`${name}-t`} placement="bottom">
      <h2 id={`${name}-t`}>{name}</h2>
      <button type="button" onClick={onClose}>{`Fechar ${name}`}</button>
    </ModalLayer>
  );
}

/** A sheet that can open a dialog over it, each closed by its own button too. */
function Page() {
  const [sheet, setSheet] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        Abrir
      </button>
      <Layer name="Folha" open={sheet} onClose={() => setSheet(false)} />
      {sheet && (
        <button type="button" data-modal-keep onClick={() => setDialog(true)}>
          Confirmar
        </button>
      )}
      <Layer name="Diálogo" open={dialog} onClose={() => setDialog(false)} />
    </>
  );
}

const depth = () =>
  ((window.history.state as Record<string, unknown> | null)?.[MODAL_HISTORY_KEY] as number) ?? 0;

/** The phone's back button: the browser pops one entry and fires popstate. */
async function pressBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('back button and modal layers', () => {
  it('back closes the open layer and the page stays', async () => {
    const length = window.history.length;
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Folha' })).toBeInTheDocument();
    await waitFor(() => expect(depth()).toBe(1));
    expect(window.history.length).toBe(length + 1);

    await pressBack();

    expect(screen.queryByRole('dialog', { name: 'Folha' })).toBeNull();
    expect(depth()).toBe(0);
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
  });

  it('back closes the topmost of two layers first', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(depth()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(depth()).toBe(2));

    await pressBack();
    expect(screen.queryByRole('dialog', { name: 'Diálogo' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Folha' })).toBeInTheDocument();

    await pressBack();
    expect(screen.queryByRole('dialog', { name: 'Folha' })).toBeNull();
  });

  it('a layer closed by its own button takes its history entry off again', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(depth()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar Folha' }));
    await waitFor(() => expect(depth()).toBe(0));
  });

  it("a layer that opens while the previous one's entry is being taken off stays open", async () => {
    // A queue of pop-ups (or one story after another): the first closes by its button, and the
    // next opens before the step back has landed. It used to reuse the entry being taken off and
    // was closed by that step's popstate.
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(depth()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar Folha' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog', { name: 'Folha' })).toBeInTheDocument();
    await waitFor(() => expect(depth()).toBe(1));
    // And back still closes it.
    await pressBack();
    expect(screen.queryByRole('dialog', { name: 'Folha' })).toBeNull();
  });

  it('a close that comes with a navigation leaves history alone', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(depth()).toBe(1));
    const before = window.history.length;
    // A link inside the pop-up: the app pushes the new page, then the pop-up closes.
    act(() => {
      window.history.pushState(null, '', '/gameList');
      fireEvent.click(screen.getByRole('button', { name: 'Fechar Folha' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(window.location.pathname).toBe('/gameList');
    expect(window.history.length).toBe(before + 1);
  });
});
