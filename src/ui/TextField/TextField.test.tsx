import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField clean and maxLength', () => {
  it('cleans a pasted value before the character limit cuts it', () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Código"
        value=""
        onChange={onChange}
        maxLength={6}
        clean={(value) => value.replace(/\D/g, '')}
      />,
    );
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: '123 456' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: '123-4567' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });
});
