/**
 * Live changes of the world pushed over the socket (spec 4: 1012 close, 1016 red packet shake,
 * maintenance through a message). A scenario arms them; they go out a moment after the next call
 * a logged-in app makes, because only a logged-in app holds a socket (src/live/socket.ts) and a
 * message published before it connects would reach no one.
 */
import { socketBus } from './socketBus';
import { schedule, world, worldChanged, type LiveEffect, type Session } from './world';

/** Arms a live change for the next authenticated call. */
export function arm(effect: LiveEffect): void {
  world.scenario.armed.push(effect);
}

/** Applies a live change and publishes its message now: to one session, or to every socket. */
export function fire(effect: LiveEffect, token?: string): void {
  effect.before?.();
  // 'maintenance-live' changes the platform; fired from the dev panel no request follows.
  worldChanged();
  socketBus.publish(token && effect.target === 'session' ? { token } : 'all', effect.message);
}

/**
 * Called by the handlers after answering a call made with a live session: the armed changes fire
 * `world.settings.liveScenarioDelayMs` later (1 s), giving the app time to open its socket.
 */
export function fireArmedFor(session: Session): void {
  if (world.scenario.armed.length === 0) return;
  const effects = world.scenario.armed.splice(0);
  schedule(() => {
    for (const effect of effects) fire(effect, session.token);
  }, world.settings.liveScenarioDelayMs);
}
