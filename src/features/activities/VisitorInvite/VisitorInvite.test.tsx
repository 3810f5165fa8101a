import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overlaysState } from '../../../state/overlays';
import { VisitorInvite } from './VisitorInvite';

describe('an activity card for a visitor (spec 6)', () => {
  it('is a region named by its heading, whose button opens the register pop-up', () => {
    render(
      <VisitorInvite
        title="Ranking de apostas"
        text="Cadastre-se para participar."
        action="Resgatar prêmio"
      />,
    );
    const region = screen.getByRole('region', { name: 'Ranking de apostas' });
    expect(region).toHaveTextContent('Cadastre-se para participar.');
    fireEvent.click(screen.getByRole('button', { name: 'Resgatar prêmio' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
  });
});
