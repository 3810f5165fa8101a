import { preload } from 'swr';
import { Redirect, Route, Switch } from 'wouter';
import { getGameFront } from '../../api/games';
import type { GetCall } from '../../api/http';
import { getBanners } from '../../api/system';
import { CAROUSEL_QUERY } from '../../features/home/BannerCarousel/carouselQuery';
import { lazyPage } from './lazyPage';
import { ReferralRedirect } from './ReferralRedirect';
import { RequireLogin } from './RequireLogin';

// Route screens load on demand (spec 8: 10 s limit, failure image, reload on a broken chunk).
// The home screen is fetched in parallel with the entry: the build puts a modulepreload link
// for its chunk in index.html (vite.config.ts `homePreload`), and the budget counts it.
const HomePage = lazyPage(() => import('../../screens/Home/Home').then((m) => m.Home));
const GameList = lazyPage(() => import('../../screens/GameList/GameList').then((m) => m.GameList));
const GameDetail = lazyPage(() =>
  import('../../screens/GameDetail/GameDetail').then((m) => m.GameDetail),
);
const Search = lazyPage(() => import('../../screens/Search/Search').then((m) => m.Search));
const ResetPassword = lazyPage(() =>
  import('../../screens/ResetPassword/ResetPassword').then((m) => m.ResetPassword),
);

/** The screen a cold load of `path` shows first (matched like the routes below). */
function screenFor(path: string) {
  if (path === '/') return HomePage;
  if (path === '/gameList') return GameList;
  if (path.startsWith('/gameDetail/')) return GameDetail;
  if (path === '/search') return Search;
  if (path === '/resetPassword') return ResetPassword;
  return null;
}

/**
 * Starts (or joins: index.html already asked for the files, scripts/routePreload.ts) loading
 * the screen of the route a cold load opened, so the first render can show it at once instead
 * of a loading frame that the screen then pushes away. Never rejects.
 */
export function preloadRoute(path: string): Promise<unknown> {
  if (path === '/') {
    // The home's first calls start now, alongside its code, instead of once it has rendered:
    // the categories (spec 4: skeletons until they arrive) and the carousel, whose first
    // banner is the largest paint. The screen's hooks pick up these very requests (SWR).
    warm(getGameFront, undefined);
    warm(getBanners, CAROUSEL_QUERY);
  }
  return screenFor(path)?.preload() ?? Promise.resolve();
}

function warm<R, A extends object | void>(call: GetCall<A, R>, args: A): void {
  // Failures are the screen's to show when it reads the same request; none is left unhandled.
  preload(call.key(args), () => call(args)).catch(() => undefined);
}

/**
 * The route table of spec 2 for the screens that exist. Unknown paths go to /; /u/{code} and
 * /c/{code} store the referral and go to /. /search is login-only: the guarded location hook
 * (App.tsx) refuses a visitor's navigation there; `RequireLogin` covers a direct load.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/gameList" component={GameList} />
      <Route path="/gameDetail/:id">{(params) => <GameDetail id={params.id} />}</Route>
      <Route path="/search">
        <RequireLogin>
          <Search />
        </RequireLogin>
      </Route>
      <Route path="/resetPassword" component={ResetPassword} />
      <Route path="/u/:code" component={ReferralRedirect} />
      <Route path="/c/:code" component={ReferralRedirect} />
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
