import { useEffect, useState, type ReactNode } from 'react';
import type { ClaimResult } from '../../api/contract';
import { isApiError, type ApiError } from '../../api/errors';
import { t } from '../../i18n/t';
import { openOverlay, useOverlays } from '../../state/overlays';
import { useSession } from '../../state/session';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import '../../i18n/messages/activityPopups';

/*
 * What the three activity pop-ups of the home icon row share (spec 2 "Activity icon taps by
 * type": 21 sign-in, 39 new red packet, 4 red packet): who may open them, the claim's life
 * (a money action: sent once, the amount won, or the server's refusal in place) and the
 * loading / error / content body of their sheet.
 */

type ActivityPopupName = 'signIn' | 'newRedPacket' | 'redPacket';

/**
 * The activity id of pop-up `name` while it is the open pop-up and a player is logged in.
 * Spec 6: claims are for logged-in players, so a visitor who opens one gets the register pop-up
 * instead (and this returns undefined).
 */
export function useActivityPopupId(name: ActivityPopupName): number | undefined {
  const { overlay } = useOverlays();
  const { token } = useSession();
  const activityId = overlay?.name === name ? overlay.props.activityId : undefined;
  const visitor = token === '';
  useEffect(() => {
    if (activityId !== undefined && visitor) openOverlay('auth', { mode: 'register' });
  }, [activityId, visitor]);
  return visitor ? undefined : activityId;
}

export type Claim =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'won'; result: ClaimResult }
  | { status: 'refused'; message: string };

/**
 * A claim's state and the function that sends it. Whatever the answer, the detail is read
 * again (`refresh`): after a win it shows the new state, after a refusal the server knows
 * better (e.g. claimed on another device).
 */
export function useClaim<A extends unknown[]>(
  claim: (...args: A) => Promise<ClaimResult>,
  refresh: () => Promise<unknown>,
): [Claim, (...args: A) => void] {
  const [state, setState] = useState<Claim>({ status: 'idle' });
  const send = (...args: A) => {
    setState({ status: 'sending' });
    claim(...args).then(
      (result) => {
        setState({ status: 'won', result });
        void refresh();
      },
      (error: unknown) => {
        setState({
          status: 'refused',
          message: isApiError(error) ? error.message : t('api.error.generic'),
        });
        void refresh();
      },
    );
  };
  return [state, send];
}

type ActivityPopupBodyProps = {
  className: string;
  detail: {
    status: 'loading' | 'error' | 'ready';
    error: ApiError | undefined;
    validating: boolean;
    refresh: () => Promise<unknown>;
  };
  /** The placeholder with the content's geometry. */
  skeleton: ReactNode;
  /** The content, once the detail is here. */
  children: ReactNode;
};

/** The sheet's body: placeholder, the failure with a retry, or the content. */
export function ActivityPopupBody({
  className,
  detail,
  skeleton,
  children,
}: ActivityPopupBodyProps) {
  return (
    <div className={className} aria-busy={detail.status === 'loading'}>
      {detail.status === 'loading' && skeleton}
      {detail.status === 'error' && (
        <EmptyState
          kind="fail"
          title={t('activityPopups.error.title')}
          description={detail.error?.message}
          onRetry={() => void detail.refresh()}
          retrying={detail.validating}
        />
      )}
      {detail.status === 'ready' && children}
    </div>
  );
}
