import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/errors';
import type { ResourceStatus } from '../../../api/useResource';
import { ArticleFrame } from './ArticleFrame';

type Entry = { title: string; body: string };

type Case = {
  status?: ResourceStatus;
  error?: ApiError;
  found?: Entry;
  notFound?: boolean;
  retry?: () => void;
};

/** The frame as a screen uses it, with a header that shows the title it is handed. */
function renderFrame({
  status = 'loading',
  error,
  found,
  notFound = false,
  retry = vi.fn(),
}: Case) {
  const { hook } = memoryLocation({ path: '/activityArticle' });
  return render(
    <Router hook={hook}>
      <ArticleFrame
        read={{ status, error, retry, retrying: false }}
        found={found}
        notFound={notFound}
        header={(title) => <h1>{title ?? '…'}</h1>}
        notFoundTitle="Artigo não encontrado"
        notFoundText="Ele pode ter sido removido."
        back={{ href: '/activity', label: 'Voltar para a lista' }}
        errorTitle="Artigo"
        titleOf={(entry) => entry.title}
        skeleton={<p>placeholder</p>}
      >
        {(entry) => <p>{entry.body}</p>}
      </ArticleFrame>
    </Router>,
  );
}

describe('the frame of a page showing one entry', () => {
  it('while loading: one busy article named "Carregando…", the placeholder inside', () => {
    renderFrame({});
    const article = screen.getByRole('article', { name: 'Carregando…' });
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(article).toHaveTextContent('placeholder');
  });

  it('once read: the entry under its own title, not busy', () => {
    renderFrame({ status: 'ready', found: { title: 'Bônus de boas-vindas', body: 'Regras' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bônus de boas-vindas');
    const article = screen.getByRole('article', { name: 'Bônus de boas-vindas' });
    expect(article).not.toHaveAttribute('aria-busy');
    expect(article).toHaveTextContent('Regras');
  });

  it('not found: says so and leads back to the list', () => {
    renderFrame({ status: 'empty', notFound: true });
    expect(screen.getByRole('article', { name: 'Artigo não encontrado' })).toHaveTextContent(
      'Ele pode ter sido removido.',
    );
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute(
      'href',
      '/activity',
    );
  });

  it('not found wins over an entry the answer could not give', () => {
    renderFrame({ status: 'ready', notFound: true, found: { title: 'x', body: 'y' } });
    expect(screen.getByRole('article', { name: 'Artigo não encontrado' })).toBeInTheDocument();
  });

  it('a failed read: the failure in place with its retry', () => {
    const retry = vi.fn();
    renderFrame({
      status: 'error',
      error: new ApiError({ kind: 'network', message: 'Sem conexão', path: '/api/article' }),
      retry,
    });
    expect(screen.getByRole('article', { name: 'Artigo' })).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
