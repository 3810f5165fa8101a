import { Redirect, Route, Switch } from 'wouter';
import { lazyPage } from './lazyPage';
import { ReferralRedirect } from './ReferralRedirect';

// Route screens load on demand (spec 8: 10 s limit, failure image, reload on a broken chunk).
const ResetPassword = lazyPage(() =>
  import('../../screens/ResetPassword/ResetPassword').then((m) => m.ResetPassword),
);

/**
 * The route table of spec 2 for the screens that exist. Unknown paths go to /; /u/{code} and
 * /c/{code} store the referral and go to /.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/resetPassword" component={ResetPassword} />
      <Route path="/u/:code" component={ReferralRedirect} />
      <Route path="/c/:code" component={ReferralRedirect} />
      <Route path="/">{null}</Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
