import { proxy, useSnapshot } from 'valtio';
import { registerStore } from './reset';
import { sessionScoped } from './session';

/** Spec 8: a server message toast stays 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type Tone = 'neutral' | 'success' | 'warning' | 'danger';

export type Toast = {
  id: number;
  message: string;
  tone: Tone;
  /** How long the toast stays; 0 keeps it until dismissed. */
  durationMs: number;
};

export type Dialog = {
  id: number;
  title?: string;
  message: string;
  tone: Tone;
};

/**
 * The global pop-ups of spec 2 ("Global overlays") and the activity pop-ups of the home icon
 * row (spec 2 "Activity icon taps by type": 21 sign-in, 39 new red packet, 4 red packet), with
 * the props each one opens with. Only one pop-up is open at a time. Each name has its row in the
 * registry of app/shell/GlobalOverlays.tsx, or the type check fails. The maintenance page is not
 * one of them: the platform config shows it, never `openOverlay`.
 */
export type OverlayPropsMap = {
  /** Login/register pop-up; route guards and error codes 6105/6106 open it (spec 2, 8). */
  auth: { mode: 'login' | 'register' };
  notice: { noticeId?: number };
  share: Record<string, never>;
  /**
   * `gameName` titles the pop-up; the opener passes the game it has, since no call answers a
   * game by id. Absent only where the opener knows just an id (the lottery banner's linkValue).
   */
  game: { gameId: number; gameName?: string; isTrial: boolean };
  afterDeposit: { orderNo?: string };
  language: Record<string, never>;
  currency: Record<string, never>;
  signIn: { activityId: number };
  newRedPacket: { activityId: number };
  redPacket: { activityId: number };
};

export type OverlayName = keyof OverlayPropsMap;

export type OpenOverlay = {
  [N in OverlayName]: { name: N; props: OverlayPropsMap[N] };
}[OverlayName];

type OverlaysState = {
  overlay: OpenOverlay | null;
  toasts: Toast[];
  dialogs: Dialog[];
};

const initialState = (): OverlaysState => ({ overlay: null, toasts: [], dialogs: [] });

/** Which pop-up is open, the toast queue and the dialog queue. */
export const overlaysState = proxy<OverlaysState>(initialState());

let nextId = 1;
const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();

type PropsArgs<N extends OverlayName> =
  Record<string, never> extends OverlayPropsMap[N]
    ? [props?: OverlayPropsMap[N]]
    : [props: OverlayPropsMap[N]];

/** Opens a pop-up, replacing whichever one was open. */
export function openOverlay<N extends OverlayName>(name: N, ...[props]: PropsArgs<N>): void {
  overlaysState.overlay = { name, props: props ?? {} } as OpenOverlay;
}

/** Closes the open pop-up (if any). */
export function closeOverlay(): void {
  overlaysState.overlay = null;
}

/**
 * Queues a toast and returns its id. It is dismissed after `durationMs` (default 3000 ms, spec
 * 8). A toast with the same message and tone already on screen is not stacked again: parallel
 * calls failing the same way show one toast, and that toast's id is returned.
 */
export function showToast({
  message,
  tone = 'neutral',
  durationMs = TOAST_DURATION_MS,
}: {
  message: string;
  tone?: Tone;
  durationMs?: number;
}): number {
  const same = overlaysState.toasts.find((t) => t.message === message && t.tone === tone);
  if (same) return same.id;
  const id = nextId++;
  overlaysState.toasts.push({ id, message, tone, durationMs });
  if (durationMs > 0 && Number.isFinite(durationMs)) {
    toastTimers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
  }
  return id;
}

/** Removes a toast (before its time, or when its timer fires). */
export function dismissToast(id: number): void {
  const timer = toastTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  toastTimers.delete(id);
  const index = overlaysState.toasts.findIndex((t) => t.id === id);
  if (index >= 0) overlaysState.toasts.splice(index, 1);
}

/**
 * Queues a dialog (shown one at a time, oldest first) and returns its id. An identical dialog
 * already queued is not added twice.
 */
export function showDialog({
  title,
  message,
  tone = 'neutral',
}: {
  title?: string;
  message: string;
  tone?: Tone;
}): number {
  const same = overlaysState.dialogs.find(
    (d) => d.message === message && d.title === title && d.tone === tone,
  );
  if (same) return same.id;
  const id = nextId++;
  overlaysState.dialogs.push(
    title === undefined ? { id, message, tone } : { id, title, message, tone },
  );
  return id;
}

/** Closes a dialog; the next queued one (if any) shows. */
export function dismissDialog(id: number): void {
  const index = overlaysState.dialogs.findIndex((d) => d.id === id);
  if (index >= 0) overlaysState.dialogs.splice(index, 1);
}

/** Snapshot of the overlays store for rendering. */
export function useOverlays() {
  return useSnapshot(overlaysState);
}

registerStore(() => {
  for (const timer of toastTimers.values()) clearTimeout(timer);
  toastTimers.clear();
  nextId = 1;
  Object.assign(overlaysState, initialState());
});

// A pop-up open for one player (the currency picker, a claim, a deposit outcome) is not left
// over the next one; toasts and dialogs stay (the session's end explains itself in one).
sessionScoped(() => {
  overlaysState.overlay = null;
});
