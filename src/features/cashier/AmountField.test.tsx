import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountField } from './AmountField';

function Field({ showError = false }: { showError?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      value={value}
      onChange={setValue}
      limits={{ min: 10, max: 5000 }}
      showError={showError}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Valor' });

describe('AmountField', () => {
  it('shows the limits before the player types', () => {
    render(<Field />);
    expect(screen.getByText(/^Mínimo R\$\s10,00 · Máximo R\$\s5\.000,00$/)).toBeInTheDocument();
  });

  it('keeps "1e5" as typed and refuses it once the field is left', () => {
    render(<Field />);
    fireEvent.change(input(), { target: { value: '1e5' } });
    expect(input()).toHaveValue('1e5');
    expect(screen.queryByText(/Use só números/)).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText(/Use só números/)).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '50' } });
    expect(screen.queryByText(/Use só números/)).toBeNull();
  });

  it('says the minimum when below it, on a submit attempt', () => {
    render(<Field showError />);
    fireEvent.change(input(), { target: { value: '5' } });
    expect(screen.getByText(/^O valor mínimo é R\$\s10,00\.$/)).toBeInTheDocument();
  });
});
