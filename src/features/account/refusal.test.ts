import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { profileFailure, ProfileRefusal } from './refusal';

const business = (code: number, message: string) =>
  new ApiError({ kind: 'business', message, path: '/api/member/v1/updateMember', code });

describe('profileFailure', () => {
  it('puts a refused nickname under the field and a refused picture under the pictures', () => {
    expect(profileFailure(business(ProfileRefusal.invalidNickname, 'Apelido inválido.'))).toEqual({
      on: 'nickname',
      text: 'Apelido inválido.',
      danger: true,
    });
    expect(profileFailure(business(ProfileRefusal.invalidAvatar, 'Escolha outra.'))).toEqual({
      on: 'avatar',
      text: 'Escolha outra.',
      danger: true,
    });
  });

  it('shows any other server message as a toast (spec 8), danger on an HTTP error', () => {
    expect(profileFailure(business(9999, 'Algo deu errado.'))).toEqual({
      on: 'toast',
      text: 'Algo deu errado.',
      danger: false,
    });
    const http = new ApiError({ kind: 'http', message: 'Falhou', path: '/x', status: 500 });
    expect(profileFailure(http)).toEqual({ on: 'toast', text: 'Falhou', danger: true });
  });

  it('says a timeout or a lost connection in pt-BR, which the client leaves to the page', () => {
    const timeout = new ApiError({ kind: 'timeout', message: 'Demorou.', path: '/x' });
    expect(profileFailure(timeout)).toEqual({ on: 'toast', text: 'Demorou.', danger: true });
  });

  it('adds nothing where the client already acted or the session is gone', () => {
    for (const code of [6105, 6106, 6109, 6121, 6102]) {
      expect(profileFailure(business(code, 'x'))).toEqual({ on: 'none' });
    }
    const stale = new ApiError({ kind: 'stale', message: 'x', path: '/x' });
    expect(profileFailure(stale)).toEqual({ on: 'none' });
  });

  it('says something generic for an error that is not the client’s', () => {
    expect(profileFailure(new Error('boom'))).toEqual({
      on: 'toast',
      text: 'Não foi possível concluir a operação. Tente novamente.',
      danger: true,
    });
  });
});
