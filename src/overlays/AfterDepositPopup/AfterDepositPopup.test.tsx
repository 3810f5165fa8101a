import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECOND_ACCOUNT } from '../../../mocks/data/users';
import { setSession } from '../../state/session';
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

  it("offers the second deposit under a first deposit's success, the banner linking in the app", async () => {
    setSession(SECOND_ACCOUNT.info);
    render(<AfterDepositPopup />);
    await act(async () =>
      showAfterDeposit({
        orderNo: 'R2',
        amount: 50,
        currency: 'BRL',
        status: 'success',
        first: true,
      }),
    );
    const offer = await screen.findByRole('region', { name: 'Seu próximo bônus' });
    const link = await within(offer).findByRole('link', { name: 'Oferta para o seu 2º depósito' });
    expect(link.getAttribute('href')).toBe('/deposit');
    // Following it leaves the pop-up for the page it names.
    await act(async () => link.click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers nothing under a later deposit, nor while a first one is still waiting', async () => {
    setSession(SECOND_ACCOUNT.info);
    render(<AfterDepositPopup />);
    await act(async () =>
      showAfterDeposit({ orderNo: 'R3', amount: 50, currency: 'BRL', status: 'success' }),
    );
    expect(screen.getByRole('dialog', { name: 'Depósito confirmado!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Seu próximo bônus' })).toBeNull();
    await act(async () =>
      showAfterDeposit({
        orderNo: 'R4',
        amount: 50,
        currency: 'BRL',
        status: 'pending',
        first: true,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Aguardando confirmação do Pix' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Seu próximo bônus' })).toBeNull();
  });
});
