import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorkerNotices } from './WorkerNotices';

const liveRegion = () => document.querySelector('[aria-live="polite"]');

const props = { aboveTabBar: true, onUpdate: vi.fn(), onLater: vi.fn() };

describe('WorkerNotices', () => {
  it('shows nothing but an empty live region while there is nothing to say', () => {
    render(<WorkerNotices {...props} update="none" offline={false} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('offers the waiting version, announced politely, and updates only on a tap', async () => {
    const onUpdate = vi.fn();
    const onLater = vi.fn();
    render(
      <WorkerNotices
        {...props}
        onUpdate={onUpdate}
        onLater={onLater}
        update="waiting"
        offline={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nova versão disponível' })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Nova versão disponível');
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(onUpdate).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(onLater).toHaveBeenCalledOnce();
  });

  it('shows the update under way as busy, without the Depois button', () => {
    render(<WorkerNotices {...props} update="updating" offline={false} />);
    expect(screen.getByText('Atualizando…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Depois' })).toBeNull();
  });

  it('says the player is offline', () => {
    render(<WorkerNotices {...props} update="none" offline />);
    expect(screen.getByRole('heading', { name: 'Você está sem conexão' })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Você está sem conexão');
  });
});
