import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { Promotion } from './Promotion';

function renderPromotion(path = '/promotion') {
  const memory = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memory.hook}>
        <Promotion />
      </Router>
    </SWRConfig>,
  );
  return memory;
}

const running = () =>
  screen.findByRole('region', { name: 'Promoções em andamento', busy: false }, { timeout: 3000 });

describe('Promotion (/promotion)', () => {
  it('a visitor: running promotions, then the ended one under "Encerradas"', async () => {
    renderPromotion();
    const region = await running();
    const links = within(region).getAllByRole('link');
    const buttons = within(region).getAllByRole('button');
    expect(links.length + buttons.length).toBe(11);
    const ended = screen.getByRole('region', { name: 'Encerradas' });
    expect(within(ended).getByRole('link', { name: /^Torneio de slots/ })).toHaveAttribute(
      'href',
      '/activityDetail/16?id=3016',
    );
    // Type 5 leads to this page: its card opens the records tab instead.
    expect(within(region).getByRole('link', { name: /^Indique e ganhe/ })).toHaveAttribute(
      'href',
      '/promotion?tab=records',
    );
  });

  it('a visitor on "Meus registros": a log-in prompt, no record call', async () => {
    const memory = renderPromotion();
    fireEvent.click(screen.getByRole('tab', { name: 'Meus registros' }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/promotion?tab=records'));
    const prompt = screen.getByRole('region', { name: 'Entre para ver os seus registros' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cadastrar' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    expect(screen.queryByRole('region', { name: 'Meus registros de promoção' })).toBeNull();
  });

  it('the player: their records, newest first, with date, amount and state', async () => {
    setSession(DEMO_ACCOUNT.info);
    renderPromotion('/promotion?tab=records');
    const region = screen.getByRole('region', { name: 'Meus registros de promoção' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(9), {
      timeout: 3000,
    });
    const first = within(region).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent(/^Indicação de 55\*\*\*118\/11\/2026\+R\$\s20,00Creditado$/);
    expect(screen.getByText('Esses são todos os seus registros')).toBeInTheDocument();
  });
});
