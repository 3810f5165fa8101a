import { Link } from 'wouter';
import type { Game } from '../../api/contract';
import { getCategoryAndVendor } from '../../api/games';
import { getGamePage } from '../../api/games';
import { useResource } from '../../api/useResource';
import { FavouriteButton } from '../../features/games/FavouriteButton/FavouriteButton';
import { getGameById } from '../../features/games/findGame';
import { playGame } from '../../features/games/GameCard/GameCard';
import { GAME_TILE_RATIO } from '../../features/games/GameCard/GameCardSkeleton';
import { GameGrid, GameGridSkeleton } from '../../features/games/GameGrid/GameGrid';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { browserImageUrl } from '../../lib/image';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Image } from '../../ui/Image/Image';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './GameDetail.css';
import '../../i18n/messages/gameScreens';

/** Games in the "Jogos semelhantes" row (CHOICE: four views of three). */
const SIMILAR_COUNT = 12;

/** The cover is shown about 40 % of a 375 px page wide, asked for at 2x. */
const COVER_WIDTH = 300;

type GameDetailProps = {
  /** The route's `{id}` as written in the URL; anything but a positive integer is not found. */
  id: string;
};

const parseId = (id: string): number | null => (/^\d{1,12}$/.test(id) ? Number(id) : null);

const gameListHref = (query: Record<string, string | number>) =>
  `/gameList?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/**
 * /gameDetail/{id} (spec 2): one game's cover, name, provider and category, its favourite
 * heart, "Jogar" and "Jogar grátis", and a row of games of the same category. Spec 6: playing,
 * the trial game included, needs an account; a visitor gets the register pop-up instead.
 */
export function GameDetail({ id }: GameDetailProps) {
  const gameId = parseId(id);
  const game = useResource(getGameById, gameId === null ? null : { id: gameId });

  let content;
  if (game.status === 'loading') content = <DetailSkeleton />;
  else if (game.status === 'error') {
    content = (
      <EmptyState
        kind={game.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={game.retry}
      />
    );
  } else if (game.status === 'empty' || !game.data) content = <NotFound />;
  else content = <Detail game={game.data} />;

  return (
    <div className={styles.page}>
      <PageHeader title={t('games.detail.title')} />
      <div className={styles.body} aria-busy={game.status === 'loading' || undefined}>
        {content}
      </div>
    </div>
  );
}

function Detail({ game }: { game: Game }) {
  const catalogue = useResource(getCategoryAndVendor, undefined);
  const provider = catalogue.data?.vendors.find((v) => v.vendorId === game.vendorId);
  const play = (isTrial: boolean) => playGame(game, isTrial);

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.cover}>
          <Image
            src={browserImageUrl(game.logo, COVER_WIDTH)}
            alt=""
            ratio={GAME_TILE_RATIO}
            radius="lg"
            eager
          />
          <span className={styles.favourite}>
            <FavouriteButton gameId={game.id} gameName={game.gameName} collect={game.collect} />
          </span>
        </div>
        <div className={styles.facts}>
          <h2 className={styles.name}>{game.gameName}</h2>
          <dl className={styles.list}>
            <div>
              <dt className={styles.term}>{t('games.detail.provider')}</dt>
              <dd className={styles.value}>
                {provider ? (
                  <Link
                    className={styles.valueLink}
                    href={gameListHref({
                      vendorId: provider.vendorId,
                      name: provider.vendorNameEn,
                    })}
                  >
                    {provider.vendorNameEn}
                  </Link>
                ) : (
                  // Reserves the line until the name arrives (or stays blank if it never does).
                  <Skeleton shape="text" width="60%" />
                )}
              </dd>
            </div>
            <div>
              <dt className={styles.term}>{t('games.detail.category')}</dt>
              <dd className={styles.value}>
                <Link
                  className={styles.valueLink}
                  href={gameListHref({ categoryId: game.categoryId })}
                >
                  {game.categoryName}
                </Link>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className={styles.actions}>
        <Button block onClick={() => play(false)}>
          {t('games.detail.play')}
        </Button>
        <Button block variant="secondary" onClick={() => play(true)}>
          {t('games.detail.trial')}
        </Button>
      </div>
      <SimilarGames game={game} providerNames={catalogue.data?.vendors} />
    </>
  );
}

type SimilarGamesProps = {
  game: Game;
  providerNames: readonly { vendorId: number; vendorNameEn: string }[] | undefined;
};

/** Games of the same category (GET game page by categoryId), this one left out. */
function SimilarGames({ game, providerNames }: SimilarGamesProps) {
  const others = (list: readonly Game[]) => list.filter((g) => g.id !== game.id);
  const similar = useResource(
    getGamePage,
    // One more than shown, since the game itself may be among them.
    { categoryId: game.categoryId, pageNum: 1, pageSize: SIMILAR_COUNT + 1 },
    { isEmpty: (page) => others(page.list).length === 0 },
  );
  // Nothing to suggest, or the suggestions failed: the page is complete without the row.
  if (similar.status === 'empty' || similar.status === 'error') return null;
  const names = new Map((providerNames ?? []).map((v) => [v.vendorId, v.vendorNameEn]));
  return (
    <section
      className={styles.section}
      aria-labelledby="similar-games"
      aria-busy={similar.status === 'loading' || undefined}
    >
      <div className={styles.sectionHead}>
        <h2 id="similar-games" className={styles.heading}>
          {t('games.detail.similar')}
        </h2>
        <Link
          className={styles.seeAll}
          href={gameListHref({ categoryId: game.categoryId })}
          aria-label={t('games.detail.seeAllLabel', { category: game.categoryName })}
        >
          {t('games.detail.seeAll')}
        </Link>
      </div>
      {similar.data ? (
        <GameGrid
          layout="row"
          games={others(similar.data.list).slice(0, SIMILAR_COUNT)}
          providerNames={names}
        />
      ) : (
        <GameGridSkeleton layout="row" count={4} />
      )}
    </section>
  );
}

function NotFound() {
  return (
    <div className={styles.notFound}>
      <EmptyState
        kind="empty_data"
        title={t('games.detail.notFoundTitle')}
        description={t('games.detail.notFoundDescription')}
      />
      <Link href="/gameList" className={styles.seeAll}>
        {t('games.detail.browse')}
      </Link>
    </div>
  );
}

/** The detail's loading state: cover, name, two facts, two buttons, a row of tiles. */
function DetailSkeleton() {
  return (
    <>
      <div className={styles.hero} aria-hidden="true">
        <Skeleton ratio={GAME_TILE_RATIO} radius="lg" />
        <div className={styles.facts}>
          <span className={styles.skeletonName}>
            <Skeleton shape="text" width="80%" />
          </span>
          <span className={styles.skeletonLine}>
            <Skeleton shape="text" lines={2} width="60%" />
          </span>
          <span className={styles.skeletonLine}>
            <Skeleton shape="text" lines={2} width="50%" />
          </span>
        </div>
      </div>
      <div className={styles.actions} aria-hidden="true">
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
      <GameGridSkeleton layout="row" count={4} />
    </>
  );
}
