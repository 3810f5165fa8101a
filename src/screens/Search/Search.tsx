import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Game } from '../../api/contract';
import { getCategoryAndVendor } from '../../api/games';
import { useResource } from '../../api/useResource';
import { openGame } from '../../features/games/GameCard/GameCard';
import { GameGrid, GameGridSkeleton } from '../../features/games/GameGrid/GameGrid';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import {
  clearRecentSearches,
  forgetSearch,
  rememberSearch,
  useRecentSearches,
} from '../../features/games/search/recentSearches';
import { useGameSearch, type GameSearch } from '../../features/games/search/useGameSearch';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { CloseIcon } from '../../ui/Icon/CloseIcon';
import { HistoryIcon } from '../../ui/Icon/HistoryIcon';
import { IconButton } from '../../ui/IconButton/IconButton';
import * as styles from './Search.css';
import '../../i18n/messages/gameScreens';

const countText = (total: number) =>
  total === 1
    ? t('games.list.count.one')
    : t('games.list.count.other', { count: formatNumber(total) });

/**
 * /search (spec 2: logged-in players only; the route guard sends visitors to register): the
 * player types a game or provider name and results come as they type (POST game search,
 * debounced 300 ms, an older answer never replaces a newer one). With the field empty, the
 * last 8 searches made on this device are offered again.
 */
export function Search() {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const search = useGameSearch(text);
  const catalogue = useResource(getCategoryAndVendor, undefined);
  const providerNames = useMemo(
    () => new Map((catalogue.data?.vendors ?? []).map((v) => [v.vendorId, v.vendorNameEn])),
    [catalogue.data],
  );

  // The page exists to type in: the field takes focus when it opens (an effect rather than the
  // autoFocus attribute, so it also works when the page is shown again without remounting).
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rememberSearch(text);
    // The on-screen keyboard closes so the results can be seen.
    input.current?.blur();
  };

  const pickRecent = (query: string) => {
    setText(query);
    rememberSearch(query);
    input.current?.focus();
  };

  const play = (game: Game, options: { isTrial: boolean }) => {
    // A search that led to a game is worth offering again.
    if (search.query) rememberSearch(search.query);
    openGame(game, options);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('games.search.title')} />
      <form role="search" className={styles.form} onSubmit={submit}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          aria-label={t('games.search.label')}
          placeholder={t('games.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className={styles.body}>
        {search.status === 'idle' ? (
          <RecentSearches onPick={pickRecent} />
        ) : (
          <Results search={search} providerNames={providerNames} onPlay={play} />
        )}
      </div>
    </div>
  );
}

function RecentSearches({ onPick }: { onPick: (query: string) => void }) {
  const { items } = useRecentSearches();
  return (
    <section aria-labelledby="recent-searches">
      <div className={styles.sectionHead}>
        <h2 id="recent-searches" className={styles.heading}>
          {t('games.search.recent')}
        </h2>
        {items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clearRecentSearches}>
            {t('games.search.clearRecent')}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.hint}>{t('games.search.noRecent')}</p>
      ) : (
        <ul className={styles.recentList}>
          {items.map((query) => (
            <li key={query} className={styles.recentItem}>
              <button type="button" className={styles.recentQuery} onClick={() => onPick(query)}>
                <HistoryIcon className={styles.icon} />
                <span className={styles.recentText}>{query}</span>
              </button>
              <IconButton
                label={t('games.search.removeRecent', { query })}
                onClick={() => forgetSearch(query)}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type ResultsProps = {
  search: Exclude<GameSearch, { status: 'idle' }>;
  providerNames: ReadonlyMap<number, string>;
  onPlay: (game: Game, options: { isTrial: boolean }) => void;
};

function Results({ search, providerNames, onPlay }: ResultsProps) {
  let content;
  let announcement = '';
  switch (search.status) {
    case 'loading':
      announcement = t('games.search.searching');
      content = search.games ? (
        <GameGrid games={search.games} providerNames={providerNames} onPlay={onPlay} />
      ) : (
        <GameGridSkeleton count={9} />
      );
      break;
    case 'ready':
      announcement = countText(search.total);
      content = <GameGrid games={search.games} providerNames={providerNames} onPlay={onPlay} />;
      break;
    case 'empty':
      announcement = t('games.search.noResultsTitle', { query: search.query });
      content = (
        <EmptyState
          kind="empty_data"
          title={t('games.search.noResultsTitle', { query: search.query })}
          description={t('games.search.noResultsDescription')}
        />
      );
      break;
    case 'error':
      content = (
        <EmptyState
          kind={search.error.kind === 'network' ? 'network_error' : 'fail'}
          onRetry={search.retry}
        />
      );
      break;
  }
  return (
    <section aria-labelledby="search-results" aria-busy={search.status === 'loading' || undefined}>
      <div className={styles.sectionHead}>
        <h2 id="search-results" className={styles.heading}>
          {t('games.search.results', { query: search.query })}
        </h2>
        {search.status === 'ready' && (
          <span className={styles.hint}>{countText(search.total)}</span>
        )}
      </div>
      {content}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
