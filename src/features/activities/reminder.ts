import { proxy, useSnapshot } from 'valtio';
import type { ActivityParticipation } from '../../api/contract';
import { getActivityParticipation } from '../../api/activity';
import { sessionScoped, sessionState } from '../../state/session';

export type ActivityState = {
  /** Entries of GET activityParticipation for the logged-in player. */
  participations: ActivityParticipation[];
};

const initialState = (): ActivityState => ({ participations: [] });

/** Activity data shared by the header badge and the activity pages. */
export const activityState = proxy<ActivityState>(initialState());

/**
 * Spec 4: the activity reminder counts only participation-status entries, and only for
 * logged-in players. An entry counts when its participationStatus is 1 (something waits for
 * the player, contract.ts CHOICE); visitors always see 0.
 */
export function countActivityReminders(
  entries: readonly Pick<ActivityParticipation, 'participationStatus'>[],
  loggedIn: boolean,
): number {
  if (!loggedIn) return 0;
  return entries.filter((entry) => entry.participationStatus === 1).length;
}

export function setParticipations(entries: ActivityParticipation[]): void {
  activityState.participations = entries;
}

/** Loads the participation entries for the logged-in player. Never rejects; visitors skip it. */
export async function loadParticipations(): Promise<void> {
  if (!sessionState.token) {
    activityState.participations = [];
    return;
  }
  try {
    setParticipations(await getActivityParticipation(undefined, { silent: true }));
  } catch {
    // The badge keeps its last count.
  }
}

/** The header menu badge count (spec 2: counts unclaimed activities). */
export function useActivityReminderCount(): number {
  const { participations } = useSnapshot(activityState);
  const { token } = useSnapshot(sessionState);
  return countActivityReminders(participations, token !== '');
}

// The badge counts this player's claims only.
sessionScoped(() => Object.assign(activityState, initialState()));
