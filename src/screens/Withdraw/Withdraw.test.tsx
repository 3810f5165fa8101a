import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { setSession } from '../../state/session';
import { Withdraw } from './Withdraw';

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Router hook={memoryLocation({ path: '/withdraw' }).hook}>{children}</Router>
  </SWRConfig>
);

/** Counts the apply calls that reach the mock world. */
function countApplyCalls(): { count: number } {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/withdraw/v1/apply') seen.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

async function toConfirm(amount: string) {
  setSession(DEMO_ACCOUNT.info);
  render(<Withdraw />, { wrapper: fresh });
  await screen.findByRole('group', { name: 'Conta de saque' }, { timeout: 3000 });
  fireEvent.change(screen.getByRole('textbox', { name: 'Valor do saque' }), {
    target: { value: amount },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Confirme o saque' });
}

describe('/withdraw', () => {
  it('ten rapid taps on "Confirmar saque" send one request and show one order in review', async () => {
    const apply = countApplyCalls();
    await toConfirm('100');
    const confirm = screen.getByRole('button', { name: 'Confirmar saque' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(confirm);
    const heading = await screen.findByRole('heading', { name: 'Saque enviado para análise' });
    expect(heading).toBeInTheDocument();
    expect(apply.count).toBe(1);
    const result = within(screen.getByRole('region', { name: 'Saque enviado para análise' }));
    expect(result.getByText('Em análise')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute(
      'href',
      '/orderlist?tab=withdraw',
    );
  });

  it('an amount over the withdrawable part sends nothing and names both amounts', async () => {
    const apply = countApplyCalls();
    setSession(DEMO_ACCOUNT.info);
    render(<Withdraw />, { wrapper: fresh });
    await screen.findByRole('group', { name: 'Conta de saque' }, { timeout: 3000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Valor do saque' }), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(
        screen.getByText(/Você pediu R\$\s1\.500,00, mas só R\$\s1\.312,80 pode ser sacado agora/),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Confirme o saque' })).toBeNull();
    expect(apply.count).toBe(0);
  });
});

describe('/withdraw refusals and accounts', () => {
  it('2006 from the server: explained with the amount asked and what is withdrawable now', async () => {
    server.use(...scenarios['wagering-before-withdraw']);
    await toConfirm('500');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saque recusado');
    expect(alert).toHaveTextContent(/Valor pedido\s*R\$\s500,00/);
    await waitFor(() =>
      expect(alert).toHaveTextContent(/Disponível para saque agora\s*R\$\s312,80/),
    );
    expect(screen.queryByRole('button', { name: 'Confirmar saque' })).toBeNull();
    // "Alterar": back to the form, the amount kept and judged against the new figure.
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    expect(screen.getByRole('textbox', { name: 'Valor do saque' })).toHaveValue('500');
    expect(screen.getByText(/^O valor passa do disponível: R\$\s312,80\.$/)).toBeInTheDocument();
  });

  it("a CPF key: another person's is refused by the server, the own one is saved and picked", async () => {
    server.use(...scenarios['no-withdraw-accounts']);
    setSession(DEMO_ACCOUNT.info);
    render(<Withdraw />, { wrapper: fresh });
    await screen.findByText('Nenhuma conta de saque', undefined, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar conta' }));
    const key = () => screen.getByRole('textbox', { name: 'Chave Pix (CPF)' });
    fireEvent.change(key(), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    expect(
      await screen.findByText('A chave CPF precisa ser o seu próprio CPF, o mesmo do cadastro.'),
    ).toBeInTheDocument();
    fireEvent.change(key(), { target: { value: '39053344705' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    const radio = await screen.findByRole('radio', { name: 'Pix · CPF 390.533.447-05' });
    expect(radio).toBeChecked();
    expect(screen.getByText('Conta salva: Pix · CPF.')).toBeInTheDocument();
  });
});
