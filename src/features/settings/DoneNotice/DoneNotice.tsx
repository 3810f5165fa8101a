import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { button } from '../../../ui/Button/buttonClass';
import { ResultPanel } from '../../../ui/ResultPanel/ResultPanel';
import '../../../i18n/messages/settings';

type DoneNoticeProps = {
  title: string;
  text: string;
};

/** What a settings form leaves on screen once the server accepted it, with the way back to /setting. */
export function DoneNotice({ title, text }: DoneNoticeProps) {
  return (
    <ResultPanel
      title={title}
      text={text}
      actions={
        <Link href="/setting" className={button({ variant: 'primary', block: true })}>
          {t('settings.back')}
        </Link>
      }
    />
  );
}
