import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalLayer } from './ModalLayer';

function Layer({
  name,
  open,
  onClose,
  children,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <ModalLayer open={open} onClose={onClose} labelledBy={`${name}-title`} placement="center">
      <h2 id={`${name}-title`}>{name}</h2>
      <button type="button">{`${name} um`}</button>
      <button type="button">{`${name} dois`}</button>
      {children}
    </ModalLayer>
  );
}

/** A page with a trigger, a sheet-like layer, and a dialog that can open over it. */
function Page({ onClose = () => {} }: { onClose?: (name: string) => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Abrir
      </button>
      <Layer
        name="Folha"
        open={outer}
        onClose={() => {
          onClose('Folha');
          setOuter(false);
        }}
      >
        <button type="button" onClick={() => setInner(true)}>
          Confirmar
        </button>
        <Layer
          name="Diálogo"
          open={inner}
          onClose={() => {
            onClose('Diálogo');
            setInner(false);
          }}
        />
      </Layer>
    </>
  );
}

const press = (key: string, shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });

describe('ModalLayer', () => {
  it('moves focus in, makes the page inert, locks scroll, and undoes it all on Esc', () => {
    const onClose = vi.fn();
    const { container } = render(<Page onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    act(() => trigger.focus());
    fireEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Folha' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Folha um' }));
    expect(container.inert).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');

    press('Escape');
    expect(onClose).toHaveBeenCalledWith('Folha');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.inert).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(trigger);
  });

  it('moves focus in on a later frame when the layer could not take it at once', async () => {
    // The first focus() lands nowhere, as on an element whose ancestor is still display: none.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementationOnce(() => {});
    try {
      render(<Layer name="Folha" open onClose={() => {}} />);
      expect(document.activeElement).toBe(document.body);
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Folha um' })),
      );
    } finally {
      focus.mockRestore();
    }
  });

  it('cycles Tab and Shift+Tab inside the panel', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const first = screen.getByRole('button', { name: 'Folha um' });
    const last = screen.getByRole('button', { name: 'Confirmar' });
    press('Tab', true);
    expect(document.activeElement).toBe(last);
    press('Tab');
    expect(document.activeElement).toBe(first);
  });

  it('stacks: only the top layer answers Esc, and closing it gives the layer below back', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    act(() => confirm.focus());
    fireEvent.click(confirm);

    const sheetLayer = screen.getByText('Folha').closest('[aria-modal]')?.parentElement;
    expect(sheetLayer?.inert).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Diálogo um' }));

    press('Escape');
    expect(onClose.mock.calls).toEqual([['Diálogo']]);
    expect(sheetLayer?.inert).toBe(false);
    expect(document.activeElement).toBe(confirm);
    expect(document.documentElement.style.overflow).toBe('hidden');

    press('Escape');
    expect(onClose.mock.calls).toEqual([['Diálogo'], ['Folha']]);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a scrim tap only when dismissible', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ModalLayer open onClose={onClose} labelledBy="t" placement="bottom" dismissible={false}>
        <h2 id="t">Aviso</h2>
      </ModalLayer>,
    );
    const scrim = () => screen.getByRole('dialog').previousElementSibling as HTMLElement;
    fireEvent.click(scrim());
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <ModalLayer open onClose={onClose} labelledBy="t" placement="bottom">
        <h2 id="t">Aviso</h2>
      </ModalLayer>,
    );
    fireEvent.click(scrim());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
