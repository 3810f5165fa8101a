import { hashSeed } from '../data/prng';
import { world, type LatencyMode } from './world';

/** Bounds of each latency mode in milliseconds (both inclusive). */
export const LATENCY_RANGES: Record<Exclude<LatencyMode, 'off'>, readonly [number, number]> = {
  realistic: [150, 400],
  slow: [2_000, 3_000],
};

/** The mode in force: a scenario's override ('slow'), else the host's setting. */
export function effectiveLatency(): LatencyMode {
  return world.scenario.latency ?? world.settings.latency;
}

/**
 * How long the answer of one endpoint waits: 0 when latency is off, else a fixed value inside
 * the mode's range derived from the endpoint's name, so the same call always takes the same time
 * (stories and demo recordings stay repeatable) while different calls differ.
 */
export function latencyFor(endpointName: string, mode: LatencyMode = effectiveLatency()): number {
  if (mode === 'off') return 0;
  const [min, max] = LATENCY_RANGES[mode];
  return min + (hashSeed(endpointName) % (max - min + 1));
}
