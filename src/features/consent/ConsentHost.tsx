import { useEffect } from 'react';
import { consentState, useConsent } from '../../tracking/consent';
import { ConsentPanels } from './ConsentPanels';

type ConsentHostProps = {
  /** The page shows the tab bar: the banner sits above it. */
  aboveTabBar: boolean;
};

/**
 * The LGPD consent and the ad pixels behind it, a lazy piece of the shell
 * (app/shell/ShellDeferred.tsx): the banner and the purposes sheet (ConsentPanels), and, only while
 * advertising is accepted, the pixel code (its own chunk: a player who refuses never downloads it,
 * and nothing is asked of any provider before the choice).
 */
export function ConsentHost({ aboveTabBar }: ConsentHostProps) {
  const accepted = useConsent().choice === 'accepted';
  useEffect(() => {
    if (!accepted) return;
    let stop: ((withdrawn: boolean) => void) | undefined;
    let live = true;
    void import('../../tracking/pixels').then(({ startPixels }) => {
      if (live) stop = startPixels();
    });
    return () => {
      live = false;
      // Refused (the sheet, /setting): stop for good; an unmount only lets go.
      stop?.(consentState.choice === 'refused');
    };
  }, [accepted]);
  return <ConsentPanels aboveTabBar={aboveTabBar} />;
}
