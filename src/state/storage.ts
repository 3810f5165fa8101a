/**
 * Guarded access to localStorage. It can be missing (node, some embedded web views) or throw
 * (Safari private mode, storage full, blocked by the user); persistence is a convenience, so
 * every failure reads as "nothing stored" and a write that fails is dropped.
 */

function storage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return undefined;
  }
}

/** The stored string, or null when absent or storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives in memory for this visit only.
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: see writeStored.
  }
}

/** Parses a stored JSON object; anything else (absent, corrupt, not an object) gives null. */
export function readStoredJson(key: string): Record<string, unknown> | null {
  const text = readStored(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
