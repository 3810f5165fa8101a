import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openOverlay } from '../../state/overlays';
import { AfterDepositPopup } from './AfterDepositPopup';
import { confirmDeposit, showAfterDeposit } from './afterDeposit';

describe('AfterDepositPopup', () => {
  it('waits for the Pix, then turns to success when the deposit is confirmed', async () => {
    render(<AfterDepositPopup />);
    await act(async () =>
      showAfterDeposit({ orderNo: 'R1', amount: 50, currency: 'BRL', status: 'pending' }),
    );
    expect(screen.getByRole('dialog', { name: 'Aguardando confirmação do Pix' })).toHaveTextContent(
      /R\$\s50,00/,
    );
    expect(screen.queryByRole('button', { name: 'Jogar agora' })).toBeNull();

    await act(async () => confirmDeposit('R1'));
    expect(screen.getByRole('dialog', { name: 'Depósito confirmado!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jogar agora' })).toBeTruthy();
  });

  it('shows an order it was told nothing about as waiting, without an amount', async () => {
    render(<AfterDepositPopup />);
    await act(async () => openOverlay('afterDeposit', { orderNo: 'R9' }));
    const dialog = screen.getByRole('dialog', { name: 'Aguardando confirmação do Pix' });
    expect(dialog).toHaveTextContent('Pedido R9');
    expect(dialog).not.toHaveTextContent('R$');
  });
});
