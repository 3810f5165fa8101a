import { useLocation } from 'wouter';
import { FloatingButtons } from '../../features/activities/FloatingButtons/FloatingButtons';
import { useFloats } from '../../features/activities/useFloats';

/**
 * The home's floating icons wired to the app (spec 2 home item 12): the Telegram button on the
 * left, the activity and social icons on the right, with the rules of `useFloats`. The shell
 * loads it lazily, after the first screen. `reserveBottom`: the red packet may show in the same
 * corner (a logged-in player's), the right-hand column sits one slot higher, clear of it.
 */
export function ShellFloats({ reserveBottom = false }: { reserveBottom?: boolean }) {
  const [, navigate] = useLocation();
  const { items, telegram, onDismiss, onCountdownEnd, ready } = useFloats(navigate);
  return (
    <FloatingButtons
      items={ready ? items : []}
      telegram={ready ? telegram : null}
      onDismiss={onDismiss}
      onCountdownEnd={onCountdownEnd}
      reserveBottom={reserveBottom}
    />
  );
}
