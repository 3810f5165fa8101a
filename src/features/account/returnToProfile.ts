/** The `history.state` field the profile's edit link sets on the /person/edit entry. */
const FROM_PROFILE = 'vitrineFromProfile';

/** The state the edit link navigates with (wouter passes it to history.pushState). */
export const FROM_PROFILE_STATE = { [FROM_PROFILE]: true } as const;

/**
 * Whether the page showing now was opened from /person's edit link. Then leaving it after a
 * save is a step back (history keeps /person, /person/edit was one step past it) rather than a
 * new /person entry, which would make the back button seem to do nothing. The mark survives a
 * reload; an in-memory router (Storybook) has none and the caller goes to /person instead.
 */
export function cameFromProfile(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[FROM_PROFILE] === true
  );
}
