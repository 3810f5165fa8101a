import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { findArticle } from '../../../../mocks/data/content';
import { endpoints } from '../../../../src/api/allEndpoints';
import { ApiError, type ApiErrorKind } from '../../../../src/api/errors';
import type { ResourceStatus } from '../../../../src/api/useResource';
import {
  ArticleBody,
  ArticleBodySkeleton,
} from '../../../../src/features/content/ArticleBody/ArticleBody';
import { ArticleFrame } from '../../../../src/features/content/ArticleFrame/ArticleFrame';
import { PageHeader } from '../../../../src/features/navigation/PageHeader/PageHeader';
import { t } from '../../../../src/i18n/t';
import { loadLazyImages, repaintAll, tap, withGamesFrame } from '../../../storyKit';
import '../../../../src/i18n/messages/content';

const ENTRY = (() => {
  const found = findArticle('how-to-deposit');
  // globalThis: this module's `Error` is the story of that name.
  if (!found) throw new globalThis.Error('no article "how-to-deposit" in the mock world');
  return found;
})();

type ArticlePageProps = {
  /** Where the read stands when the page opens. */
  status: ResourceStatus;
  /** The read's failure, when `status` is 'error'. */
  failure?: ApiErrorKind;
  /** The entry already read (kept on screen even if a later refresh fails). */
  loaded?: boolean;
  /** The address names no article. */
  notFound?: boolean;
  /** Told each time the player asks to read again. */
  onRetry: () => void;
};

/**
 * The frame around one article, as /article?key= draws it: the page header with the title, one
 * `article` region through every state. A retry here reads again and answers the mock world's
 * article after a moment, so the retry's busy button and the article that follows both show.
 */
function ArticlePage({
  status,
  failure,
  loaded = false,
  notFound = false,
  onRetry,
}: ArticlePageProps) {
  const [read, setRead] = useState({ status, found: loaded, retrying: false });
  const retry = () => {
    onRetry();
    setRead((current) => ({ ...current, retrying: true }));
    setTimeout(() => setRead({ status: 'ready', found: true, retrying: false }), 300);
  };
  const error =
    read.status === 'error' && failure
      ? new ApiError({
          kind: failure,
          message: t('empty.fail.description'),
          path: endpoints.articleDetail.path,
        })
      : undefined;
  return (
    <ArticleFrame
      read={{ status: read.status, error, retry, retrying: read.retrying }}
      found={read.found ? ENTRY : undefined}
      notFound={notFound}
      header={(title) => <PageHeader title={title} />}
      notFoundTitle={t('content.article.notFoundTitle')}
      notFoundText={t('content.article.notFoundDescription')}
      back={{ href: '/article', label: t('content.article.backToList') }}
      errorTitle={t('content.article.title')}
      titleOf={(entry) => entry.title}
      skeleton={<ArticleBodySkeleton />}
    >
      {(entry) => <ArticleBody bannerPicUrl={entry.bannerPicUrl} html={entry.content} />}
    </ArticleFrame>
  );
}

const meta = {
  component: ArticlePage,
  args: { status: 'loading', onRetry: fn() },
  decorators: [withGamesFrame],
  parameters: { route: '/article?key=how-to-deposit' },
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const title = (canvas: Canvas) => canvas.getByRole('heading', { level: 1 });

/** The read is on its way: one busy region named "Carregando…", the header's title a placeholder. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('article', { name: 'Carregando…' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(title(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('heading')).toBeNull();
  },
};

/** The article is read: its title heads the page and names the region; the body under it. */
export const Populated: Story = {
  args: { status: 'ready', loaded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(title(canvas)).toHaveTextContent('Como depositar via Pix');
    const region = canvas.getByRole('article', { name: 'Como depositar via Pix' });
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(
      await within(region).findByRole('heading', { level: 2, name: 'Como depositar via Pix' }),
    ).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** No article has this address: said in place, with the way back to the list. */
export const NotFound: Story = {
  args: { status: 'empty', notFound: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(title(canvas)).toHaveTextContent('Artigo não encontrado');
    const region = canvas.getByRole('article', { name: 'Artigo não encontrado' });
    await expect(
      within(region).getByText('Ele pode ter sido removido ou o link está incorreto.'),
    ).toBeVisible();
    await expect(
      within(region).getByRole('link', { name: 'Ver todos os artigos' }),
    ).toHaveAttribute('href', '/article');
    await expect(within(region).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/**
 * The read failed for lack of connection: "Sem conexão" in place (spec 8: the page's own failure
 * handler, no toast) under the list's title, with a retry.
 */
export const Error: Story = {
  args: { status: 'error', failure: 'network' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(title(canvas)).toHaveTextContent('Artigos');
    const region = canvas.getByRole('article', { name: 'Artigos' });
    await expect(within(region).getByText('Sem conexão')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Any other failure (the server's): "Algo deu errado", also with a retry. */
export const ServerError: Story = {
  args: { status: 'error', failure: 'http' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('article', { name: 'Artigos' });
    await expect(within(region).getByText('Algo deu errado')).toBeVisible();
    await expect(within(region).queryByText('Sem conexão')).toBeNull();
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** "Tentar novamente": the button is busy while the read runs again, then the article shows in the same region. */
export const RecoveredAfterError: Story = {
  args: { status: 'error', failure: 'network' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('article', { name: 'Artigos' });
    await step('the retry is busy while it reads', async () => {
      const retry = within(region).getByRole('button', { name: 'Tentar novamente' });
      await tap(retry);
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
      await expect(retry).toHaveAttribute('aria-busy', 'true');
    });
    await step('the article replaces the failure, in the same region', async () => {
      await waitFor(() => expect(title(canvas)).toHaveTextContent('Como depositar via Pix'));
      await expect(region).toHaveAccessibleName('Como depositar via Pix');
      await expect(region.isConnected).toBe(true);
      await expect(within(region).queryByText('Sem conexão')).toBeNull();
    });
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};

/** A refresh failed after the article was read: the article stays, no failure replaces it. */
export const KeptAfterFailedRefresh: Story = {
  args: { status: 'error', failure: 'network', loaded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(title(canvas)).toHaveTextContent('Como depositar via Pix');
    const region = canvas.getByRole('article', { name: 'Como depositar via Pix' });
    await expect(within(region).queryByText('Sem conexão')).toBeNull();
    await expect(within(region).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};
