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

const APPLY = '/api/withdraw/v1/apply';
const CHECK = '/api/member/v1/checkPassword';

/** Counts the calls to `path` that reach the mock world. */
function countCalls(path: string): { count: number } {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) seen.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** The chosen account's row, once the page has loaded. */
const findRow = (
  name: RegExp = /^Conta de saque Pix · CPF \*\*\*\.533\.447-\*\* Carlos Eduardo Souza · Principal Trocar$/,
) => screen.findByRole('button', { name }, { timeout: 3000 });

async function openPage() {
  setSession(DEMO_ACCOUNT.info);
  render(<Withdraw />, { wrapper: fresh });
  return findRow();
}

async function toConfirm(amount: string) {
  await openPage();
  fireEvent.change(screen.getByRole('textbox', { name: 'Valor do saque' }), {
    target: { value: amount },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Confirme o saque' });
}

/** "Sacar" on the confirmation: the password step opens. */
async function toPassword(amount: string) {
  await toConfirm(amount);
  fireEvent.click(screen.getByRole('button', { name: 'Sacar' }));
  return screen.findByRole('dialog', { name: 'Confirme com a sua senha' });
}

const passwordField = () => screen.getByLabelText('Senha');

describe('/withdraw: balance and amount first, the account in one row', () => {
  it('what can be withdrawn, then the amount, then the chosen account, masked', async () => {
    const row = await openPage();
    const balance = screen.getByRole('region', { name: 'Disponível para saque' });
    expect(balance).toHaveTextContent(/R\$\s1\.312,80/);
    expect(balance).toHaveTextContent(
      /De R\$\s1\.847,35 na carteira, R\$\s534,55 ainda depende de apostas \(rollover\)\./,
    );
    const field = screen.getByRole('textbox', { name: 'Valor do saque' });
    // In the page's order: balance, amount, account.
    expect(balance.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByText(/390\.533\.447-05/)).toBeNull();
  });

  it('"Trocar" lists every account in place; a choice closes it and gives the focus back', async () => {
    const row = await openPage();
    fireEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const picker = within(screen.getByRole('group', { name: 'Escolha a conta de saque' }));
    expect(document.getElementById(row.getAttribute('aria-controls') ?? '')).toContainElement(
      picker.getAllByRole('radio')[0] ?? null,
    );
    expect(picker.getAllByRole('radio')).toHaveLength(6);
    expect(picker.getByRole('button', { name: 'Adicionar conta' })).toBeInTheDocument();

    // Arrow keys move the choice without closing the list (a keyboard user goes through it).
    const phone = picker.getByRole('radio', { name: 'Pix · Celular (11) *****-4321' });
    fireEvent.keyDown(picker.getByRole('radio', { name: /^Pix · CPF/ }), { key: 'ArrowDown' });
    fireEvent.click(phone);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(phone).toBeChecked();

    // A tap (here on the e-mail key) is the choice: the list closes, the row names it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(picker.getByRole('radio', { name: 'Pix · E-mail c***@exemplo.com.br' }));
    const chosen = await findRow(
      /^Conta de saque Pix · E-mail c\*\*\*@exemplo\.com\.br Carlos Eduardo Souza Trocar$/,
    );
    expect(chosen).toHaveAttribute('aria-expanded', 'false');
    expect(chosen).toHaveFocus();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);

    // Esc closes it too, keeping the choice.
    fireEvent.click(chosen);
    fireEvent.keyDown(screen.getByRole('radio', { name: /^Pix · E-mail/ }), { key: 'Escape' });
    expect(chosen).toHaveAttribute('aria-expanded', 'false');
    expect(chosen).toHaveFocus();

    // Space on a radio (Chromium clicks nothing when it is the checked one) makes that choice.
    fireEvent.click(chosen);
    fireEvent.keyDown(screen.getByRole('radio', { name: /^Pix · Chave aleatória/ }), { key: ' ' });
    const random = await findRow(/^Conta de saque Pix · Chave aleatória 5efe…0c33 /);
    expect(random).toHaveAttribute('aria-expanded', 'false');
    expect(random).toHaveFocus();
  });

  it('an amount over the withdrawable part sends nothing and names both amounts', async () => {
    const apply = countCalls(APPLY);
    await openPage();
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

describe('/withdraw: the password before money leaves', () => {
  it('names the amount and the masked account, and sends nothing before the password', async () => {
    const apply = countCalls(APPLY);
    const dialog = await toPassword('500');
    expect(dialog).toHaveAccessibleDescription(
      /^Digite sua senha para confirmar o saque de R\$\s500,00 para Pix · CPF \*\*\*\.533\.447-\*\*\.$/,
    );
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    // Empty: said under the field, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    expect(await screen.findByText('Digite a sua senha.')).toBeInTheDocument();
    expect(apply.count).toBe(0);
  });

  it('a wrong password: said under the field, which keeps the focus; nothing is sent', async () => {
    const apply = countCalls(APPLY);
    await toPassword('500');
    fireEvent.change(passwordField(), { target: { value: 'errada123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    expect(
      await screen.findByText(/^Senha incorreta\. Confira e tente de novo/),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(apply.count).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Confirme com a sua senha' })).toBeInTheDocument();
  });

  it('ten rapid taps on "Confirmar saque" check once, send one request, show one order', async () => {
    const apply = countCalls(APPLY);
    const checks = countCalls(CHECK);
    await toPassword('100');
    fireEvent.change(passwordField(), { target: { value: 'demo1234' } });
    const confirm = screen.getByRole('button', { name: 'Confirmar saque' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(confirm);
    const heading = await screen.findByRole('heading', { name: 'Saque enviado para análise' });
    expect(heading).toBeInTheDocument();
    expect(checks.count).toBe(1);
    expect(apply.count).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const result = within(screen.getByRole('region', { name: 'Saque enviado para análise' }));
    expect(result.getByText('Em análise')).toBeInTheDocument();
    expect(result.getByText('Pix · CPF ***.533.447-**')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute(
      'href',
      '/orderlist?tab=withdraw',
    );
  });

  it('the password is gone once the step closes', async () => {
    await toPassword('100');
    fireEvent.change(passwordField(), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sacar' }));
    await screen.findByRole('dialog', { name: 'Confirme com a sua senha' });
    expect(passwordField()).toHaveValue('');
  });

  it('locked withdrawals: the lock is said in place of the field, nothing is sent', async () => {
    server.use(...scenarios['withdraw-locked']);
    const apply = countCalls(APPLY);
    await toPassword('100');
    fireEvent.change(passwordField(), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saques bloqueados por 15 minutos');
    expect(screen.queryByLabelText('Senha')).toBeNull();
    const close = screen.getAllByRole('button', { name: 'Fechar' }).at(-1);
    await waitFor(() => expect(close).toHaveFocus());
    expect(apply.count).toBe(0);
  });
});

describe('/withdraw refusals and accounts', () => {
  it('2006 from the server: explained with the amount asked and what is withdrawable now', async () => {
    server.use(...scenarios['wagering-before-withdraw']);
    await toPassword('500');
    fireEvent.change(passwordField(), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saque recusado');
    expect(alert).toHaveTextContent(/Valor pedido\s*R\$\s500,00/);
    await waitFor(() =>
      expect(alert).toHaveTextContent(/Disponível para saque agora\s*R\$\s312,80/),
    );
    expect(screen.queryByRole('button', { name: 'Sacar' })).toBeNull();
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
    const row = await findRow();
    await waitFor(() => expect(row).toHaveFocus());
    expect(screen.getByText('Conta salva: Pix · CPF.')).toBeInTheDocument();
  });
});
