import type { Malformation } from '../world/world';

/** A value of another JSON type than `value`'s, never equal to it. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 404;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return 'x';
  if (Array.isArray(value)) return { length: value.length };
  return 'x';
}

/**
 * The first record's first field with another type: depth first through lists, so a page's
 * first row (`list[0].id`) or an entity's first field (`token`) is the one that changes. A bare
 * value (a count, a flag) itself becomes the wrong type. Deterministic: the same answer always
 * breaks the same way.
 */
function breakOneField(data: unknown): unknown {
  if (Array.isArray(data)) {
    if (data.length === 0) return wrongType(data);
    return [breakOneField(data[0]), ...data.slice(1)];
  }
  if (data === null || typeof data !== 'object') return wrongType(data);
  const entries = Object.entries(data as Record<string, unknown>);
  const first = entries[0];
  if (!first) return 'x';
  const [key, value] = first;
  // A page or a wrapper: go into its first list or record rather than break the wrapper.
  const inner =
    Array.isArray(value) && value.length > 0
      ? breakOneField(value)
      : value !== null && typeof value === 'object' && !Array.isArray(value)
        ? breakOneField(value)
        : wrongType(value);
  return { ...(data as Record<string, unknown>), [key]: inner };
}

/** The `data` of a success answer as the 'malformed-*' scenarios send it. */
export function malform(data: unknown, how: Malformation): unknown {
  switch (how) {
    case 'null':
      return null;
    case 'string':
      return 'dados inesperados';
    case 'empty-object':
      return {};
    case 'wrong-field':
      return breakOneField(data);
  }
}
