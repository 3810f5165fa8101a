import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { TextField } from '../TextField/TextField';
import { useForm } from './useForm';

type Values = { nickname: string; password: string };
type SubmitFn = (values: Values) => void | Promise<unknown>;

function NicknameForm({ onSubmit }: { onSubmit: SubmitFn }) {
  const form = useForm<Values>({
    initialValues: { nickname: '', password: '' },
    rules: {
      nickname: [{ required: true }, { pattern: /^\w{3,}$/, message: 'Mínimo de 3 letras' }],
      password: { required: true },
    },
    onSubmit,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label="Apelido" {...form.field('nickname')} />
      <TextField label="Senha" type="password" {...form.field('password')} />
      <button type="submit" aria-busy={form.submitting || undefined}>
        Salvar
      </button>
    </form>
  );
}

const nickname = () => screen.getByLabelText('Apelido');
const password = () => screen.getByLabelText('Senha');
const submit = () => screen.getByRole('button', { name: 'Salvar' });

describe('useForm', () => {
  it('shows no error before the field is left, and the error after blur', () => {
    render(<NicknameForm onSubmit={vi.fn()} />);
    fireEvent.change(nickname(), { target: { value: 'a' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nickname()).not.toHaveAttribute('aria-invalid');

    fireEvent.blur(nickname());
    expect(screen.getByRole('alert')).toHaveTextContent('Mínimo de 3 letras');
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    // The untouched password field stays quiet.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('clears the error as soon as the value becomes valid', () => {
    render(<NicknameForm onSubmit={vi.fn()} />);
    fireEvent.blur(nickname());
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
    fireEvent.change(nickname(), { target: { value: 'sortudo' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submit with errors shows them all, focuses the first invalid field, does not submit', async () => {
    const onSubmit = vi.fn();
    render(<NicknameForm onSubmit={onSubmit} />);
    fireEvent.change(nickname(), { target: { value: 'sortudo' } });
    await act(async () => {
      fireEvent.submit(submit());
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(password()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
  });

  it('focuses the first field in form order when several are invalid', async () => {
    render(<NicknameForm onSubmit={vi.fn()} />);
    await act(async () => {
      fireEvent.submit(submit());
    });
    expect(nickname()).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('a double submit while the first is pending calls onSubmit once', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn<SubmitFn>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<NicknameForm onSubmit={onSubmit} />);
    fireEvent.change(nickname(), { target: { value: 'sortudo' } });
    fireEvent.change(password(), { target: { value: 'segredo123' } });

    await act(async () => {
      fireEvent.submit(submit());
      fireEvent.submit(submit());
    });
    await act(async () => {
      fireEvent.submit(submit());
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ nickname: 'sortudo', password: 'segredo123' });
    expect(submit()).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    expect(submit()).not.toHaveAttribute('aria-busy');
    // Once settled, the form can be sent again.
    await act(async () => {
      fireEvent.submit(submit());
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('releases the lock when onSubmit rejects', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('falhou'));
    const { result } = renderHook(() => useForm({ initialValues: { a: 'x' }, onSubmit }));
    await act(async () => {
      await expect(result.current.handleSubmit()).rejects.toThrow('falhou');
    });
    expect(result.current.submitting).toBe(false);
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
