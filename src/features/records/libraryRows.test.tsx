import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { BetRow } from './BetRow/BetRow';
import { TransferRow, transferStatus } from './TransferRow/TransferRow';

const brl = currencyDisplay('BRL', null, []);
// 22/11/2026 11:55 in São Paulo (UTC-3).
const AT = Date.UTC(2026, 10, 22, 14, 55);

describe('BetRow', () => {
  it('says the game, the São Paulo time, the stake and the win with its name', () => {
    render(
      <ul>
        <BetRow
          bet={{
            id: 'B1',
            gameName: 'Mega Cristal',
            betAmount: 2,
            winAmount: 12.5,
            currency: 'BRL',
            betTime: AT,
          }}
          display={brl}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row.textContent?.replace(/\s/g, ' ')).toBe(
      'Mega Cristal22/11/2026 11:55 · Aposta R$ 2,00Prêmio +R$ 12,50',
    );
  });

  it('a lost bet says so in words, no amount', () => {
    render(
      <ul>
        <BetRow
          bet={{
            id: 'B2',
            gameName: 'Sol Dourado',
            betAmount: 1,
            winAmount: 0,
            currency: 'BRL',
            betTime: AT,
          }}
          display={brl}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/Sem prêmio$/);
    expect(screen.queryByText(/\+R\$/)).toBeNull();
  });
});

describe('TransferRow', () => {
  it('names the wallet, the time, the amount credited and the status', () => {
    render(
      <ul>
        <TransferRow
          record={{ id: 1, currency: 'BRL', amount: 266, status: 3, createTime: AT }}
          display={brl}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent?.replace(/\s/g, ' ')).toBe(
      'Para a carteira BRL22/11/2026 11:55+R$ 266,00Concluída',
    );
  });

  it('reads statuses 1 to 3, an unknown one as processing', () => {
    expect(transferStatus(1)).toEqual({ label: 'Em processamento', tone: 'pending' });
    expect(transferStatus(2)).toEqual({ label: 'Falhou', tone: 'failed' });
    expect(transferStatus(3)).toEqual({ label: 'Concluída', tone: 'done' });
    expect(transferStatus(9)).toEqual({ label: 'Em processamento', tone: 'pending' });
  });
});
