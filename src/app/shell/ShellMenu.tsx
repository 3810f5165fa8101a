import { getActivities } from '../../api/activity';
import { getGameFront } from '../../api/lobby';
import { useResource } from '../../api/useResource';
import {
  ACTIVITY_QUERY,
  activityTap,
  openActivityOverlay,
  visibleActivities,
} from '../../features/activities/activityRules';
import { legalHref } from '../../features/content';
import { serverImage } from '../../lib/serverLink';
import { useLanguage } from '../../i18n/language';
import { t } from '../../i18n/t';
import { openOverlay } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { SideMenu } from '../layout/SideMenu/SideMenu';

type ShellMenuProps = {
  open: boolean;
  loggedIn: boolean;
  onClose: () => void;
  /** The customer service (serviceLink.ts, given by the shell); without it the row is hidden. */
  onServiceClick?: () => void;
  navigate: (to: string) => void;
};

/**
 * The side menu wired to the app (spec 2: categories, activities, language, service; and the
 * legal documents): game
 * categories from the home's category call and activities from the home row's call (SWR shares
 * both requests), with spec 6 visibility and the spec 2 tap of each activity type. Loaded with
 * the menu's code on the first tap of the menu button.
 */
export function ShellMenu({ open, loggedIn, onClose, onServiceClick, navigate }: ShellMenuProps) {
  const session = useSession();
  const { languages } = usePlatform();
  const { code } = useLanguage();
  const front = useResource(getGameFront, open ? undefined : null);
  const activityList = useResource(getActivities, open ? ACTIVITY_QUERY : null);
  const activities = visibleActivities(activityList.data ?? [], loggedIn);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const current = languages.find((l) => l.lang === code);
  return (
    <SideMenu
      open={open}
      onClose={onClose}
      brand={t('app.name')}
      player={
        loggedIn && session.user
          ? { name: session.user.nickName, avatarUrl: session.user.avatarUrl }
          : null
      }
      categories={(front.data ?? []).map((c) => ({
        id: c.categoryId,
        name: c.categoryName,
        icon: c.categoryLogo,
      }))}
      activities={activities.map((a) => ({
        id: a.id,
        name: a.abbreviation.trim() || a.activityLang.title,
        icon: serverImage(a.iconImg, 64),
      }))}
      languageName={
        languages.length > 1 ? (current?.langName ?? languages[0]?.langName) : undefined
      }
      onCategoryClick={(id) => go(`/gameList?categoryId=${id}`)}
      onDocumentClick={(document) => go(legalHref(document))}
      onActivityClick={(id) => {
        const activity = activities.find((a) => a.id === id);
        if (!activity) return;
        const tap = activityTap(activity);
        if (tap.kind === 'navigate') go(tap.to);
        else {
          onClose();
          openActivityOverlay(tap);
        }
      }}
      onLanguageClick={() => {
        onClose();
        openOverlay('language');
      }}
      onServiceClick={
        onServiceClick &&
        (() => {
          onClose();
          onServiceClick();
        })
      }
      onLoginClick={() => {
        onClose();
        openOverlay('auth', { mode: 'login' });
      }}
      onRegisterClick={() => {
        onClose();
        openOverlay('auth', { mode: 'register' });
      }}
    />
  );
}
