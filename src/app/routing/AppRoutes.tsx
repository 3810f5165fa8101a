import { Redirect, Route, Switch } from 'wouter';
import { lazyPage } from './lazyPage';
import { ReferralRedirect } from './ReferralRedirect';
import { RequireLogin } from './RequireLogin';

// Route screens load on demand (spec 8: 10 s limit, failure image, reload on a broken chunk).
// The home screen is fetched in parallel with the entry: the build puts a modulepreload link
// for its chunk in index.html (vite.config.ts `homePreload`), and the budget counts it.
export const HomePage = lazyPage(() => import('../../screens/Home/Home').then((m) => m.Home));
const GameList = lazyPage(() => import('../../screens/GameList/GameList').then((m) => m.GameList));
const GameDetail = lazyPage(() =>
  import('../../screens/GameDetail/GameDetail').then((m) => m.GameDetail),
);
const Search = lazyPage(() => import('../../screens/Search/Search').then((m) => m.Search));
const ResetPassword = lazyPage(() =>
  import('../../screens/ResetPassword/ResetPassword').then((m) => m.ResetPassword),
);

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
