import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/screens/Promotion/Promotion.stories';
import { overlaysState } from '../../state/overlays';

// The states the stories build (vitest.setup.portable.ts): a visitor on /promotion, and the demo
// player on /promotion?tab=records.
const { Visitor, Records } = composeStories(stories);

/** Where the story's in-memory router is (the "Rota atual" probe of withGamesFrame). */
const route = () => screen.getByRole('status', { name: 'Rota atual' });

const running = () =>
  screen.findByRole('region', { name: 'Promoções em andamento', busy: false }, { timeout: 3000 });

describe('Promotion (/promotion)', () => {
  it('a visitor: running promotions, then the ended one under "Encerradas"', async () => {
    await Visitor.load();
    render(<Visitor />);
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
    await Visitor.load();
    render(<Visitor />);
    fireEvent.click(screen.getByRole('tab', { name: 'Meus registros' }));
    await waitFor(() => expect(route()).toHaveTextContent(/^\/promotion\?tab=records$/));
    const prompt = screen.getByRole('region', { name: 'Entre para ver os seus registros' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cadastrar' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    expect(screen.queryByRole('region', { name: 'Meus registros de promoção' })).toBeNull();
  });

  it('the player: their records, newest first, with date, amount and state', async () => {
    await Records.load();
    render(<Records />);
    const region = screen.getByRole('region', { name: 'Meus registros de promoção' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(9), {
      timeout: 3000,
    });
    const first = within(region).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent(/^Indicação de 55\*\*\*118\/11\/2026\+R\$\s20,00Creditado$/);
    expect(screen.getByText('Esses são todos os seus registros')).toBeInTheDocument();
  });
});
