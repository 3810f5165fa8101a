import { getSocialMediaLinks } from '../../api/content';
import { useResource } from '../../api/useResource';
import { t } from '../../i18n/t';
import { Footer } from '../layout/Footer/Footer';

/**
 * The home's footer wired to the social links call (spec 1 footer; spec 5: only links with
 * h5Show, the plain ones of type 1 here; the floating ones are type 3). Below the home content,
 * so it loads after the first screen.
 */
export function ShellFooter() {
  const links = useResource(getSocialMediaLinks, undefined);
  const socialLinks = (links.data ?? [])
    .filter((link) => link.h5Show && link.type === 1)
    .map(({ id, name, linkUrl, logo }) => ({ id, name, linkUrl, logo }));
  return <Footer brand={t('app.name')} socialLinks={socialLinks} />;
}
