import { useEffect } from 'react';
import { preload } from 'swr';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { screens as firstScreens, titles as firstTitles } from 'virtual:route-screens-first';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { getGameFront } from '../../api/lobby';
import type { GetCall } from '../../api/http';
import { getBanners } from '../../api/system';
import { CAROUSEL_QUERY } from '../../features/home/BannerCarousel/carouselQuery';
import { lazyPage, type LazyPage } from './lazyPage';
import { ReferralRedirect } from './ReferralRedirect';
import { useRememberedDestination } from './pendingDestination';
import { rememberPage } from './publicPage';
import { RequireLogin } from './RequireLogin';
import { routeFor } from './routeRules';
import { routes } from './routes';

/** A route screen's props: the route's path parameters, by name. */
type ScreenProps = Record<string, string | undefined>;

type PageProps = ScreenProps & { routePath: string };

/**
 * The loaders of every screen but the first one's (the home): a chunk of its own, fetched on
 * the first navigation (or when the browser is idle, `preloadIdleRoutes`), never with the
 * first load (scripts/routePlugin.ts says why).
 */
const otherScreens = () =>
  import('virtual:route-screens').then((m) => {
    Object.assign(routeTitles, m.titles);
    return m.screens;
  });

/**
 * Route titles (message keys) by route path: the build serves them with the screens' loaders
 * rather than in the entry's table (scripts/routePlugin.ts), and a screen renders only once its
 * loader has run, so its title is here by then.
 */
const routeTitles: Record<string, string> = { ...firstTitles };

// Route screens load on demand (spec 8: 10 s limit, failure image, reload on a broken chunk).
// One lazy page per screen of the route table; routes sharing a screen share its page.
const pages = new Map<string, LazyPage<PageProps>>();

/** The document title: the page's title and the brand, or the brand alone on tab pages. */
function useDocumentTitle(title: MessageKey | undefined): void {
  useEffect(() => {
    document.title = title ? `${t(title)} · ${t('app.name')}` : t('app.name');
  }, [title]);
}

function pageOf(screen: string): LazyPage<PageProps> {
  let page = pages.get(screen);
  if (!page) {
    const first = firstScreens[screen];
    const load = first ?? (() => otherScreens().then((screens) => screens[screen]?.()));
    page = lazyPage(() =>
      load().then((Screen) => {
        if (!Screen) throw new Error(`src/screens/${screen}/${screen}.tsx exports no ${screen}`);
        // Titled once the screen's module (and so its lazy message area) has loaded.
        return function RouteScreen({ routePath, ...params }: PageProps) {
          useDocumentTitle(routeTitles[routePath] as MessageKey | undefined);
          return <Screen {...params} />;
        };
      }),
    );
    pages.set(screen, page);
  }
  return page;
}

/**
 * Starts (or joins: index.html already asked for the files, scripts/routePlugin.ts) loading
 * the screen of the route a cold load opened, so the first render can show it at once instead
 * of a loading frame that the screen then pushes away. Never rejects; resolves to whether the
 * screen's code is here (a prerendered page is hydrated only then: main.tsx).
 */
export function preloadRoute(path: string): Promise<boolean> {
  // The home's first calls are handed to SWR now, alongside its code, instead of once it has
  // rendered: the categories (spec 4: skeletons until they arrive) and the carousel, whose first
  // banner is the largest paint. The screen's hooks pick up these very requests. In a players'
  // build index.html started them before this code arrived (app/early/): the client takes those
  // responses (api/early.ts). Never at build time (the prerender): nothing is fetched there.
  if (path === '/' && !import.meta.env.SSR) {
    warm(getGameFront, undefined);
    warm(getBanners, CAROUSEL_QUERY);
  }
  const row = routeFor(path);
  if (!row) return Promise.resolve(false);
  const page = pageOf(row.screen);
  return page.preload().then(() => page.ready());
}

/**
 * Once the browser is idle after the first paint: the other screens' loaders (so the first tap
 * on a tab does not wait for them) and the screens marked `preload: 'idle'` (spec 2: the
 * deposit page).
 */
export function preloadIdleRoutes(): void {
  otherScreens().catch(() => undefined);
  for (const row of routes) if (row.preload === 'idle') void pageOf(row.screen).preload();
}

function warm<R, A extends object | void>(call: GetCall<A, R>, args: A): void {
  // Failures are the screen's to show when it reads the same request; none is left unhandled.
  preload(call.key(args), () => call(args)).catch(() => undefined);
}

/**
 * The routes of the route table (routes.ts). Login-only rows are wrapped in `RequireLogin`
 * (a direct load or history step into one as a visitor); in-app navigation is refused earlier,
 * by the guarded location hook (App.tsx). Unknown paths go to /; /u/{code} and /c/{code} store
 * the referral and go to / (spec 2).
 */
export function AppRoutes() {
  return (
    <>
      <PageMemory />
      <AfterLogin />
      <RouteSwitch />
    </>
  );
}

/** Remembers each public page, where a visitor goes back to from a login-only one (spec 2). */
function PageMemory() {
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    rememberPage(search ? `${location}?${search}` : location);
  }, [location, search]);
  return null;
}

/** A login from the pop-up a login-only destination opened goes on there. */
function AfterLogin() {
  useRememberedDestination();
  return null;
}

function RouteSwitch() {
  return (
    <Switch>
      {routes.map((row) => (
        <Route key={row.path} path={row.path}>
          {(params: ScreenProps) => {
            const Page = pageOf(row.screen);
            const page = <Page {...params} routePath={row.path} />;
            return row.loginOnly ? <RequireLogin>{page}</RequireLogin> : page;
          }}
        </Route>
      ))}
      <Route path="/u/:code" component={ReferralRedirect} />
      <Route path="/c/:code" component={ReferralRedirect} />
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
