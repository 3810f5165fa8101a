import type { Page } from './contract';

/*
 * Reply shapes: what the client checks a reply's `data` against before any caller sees it
 * (HOUSE_STYLE: replies are checked at the client boundary, not trusted in render). A server
 * that answers `null` where a list belongs then fails that one call, which the screens already
 * show as an error with a retry, instead of throwing in render.
 *
 * Written for the home's first load: a few hundred bytes, no dependency. Every builder is
 * marked `@__NO_SIDE_EFFECTS__`, so its calls need no `@__PURE__` and a shape that no kept
 * endpoint uses leaves the build. Extra fields in a reply pass (forward compatible); literal
 * unions are checked as their kind.
 */

declare const type: unique symbol;

/** What every shape is, whatever its type: the check alone. */
export type Checker = {
  /**
   * The first mismatch, as its path from the checked value then `: ` and the reason
   * (`.list[3].gameName: expected string`; `: expected array` when the value itself is wrong),
   * or undefined when the value fits. Never throws.
   */
  readonly check: (value: unknown) => string | undefined;
};

/**
 * A checker of values of type T. T exists for the type checker only, and is invariant: a
 * `Shape<number>` is neither a `Shape<number | null>` nor a `Shape<1 | 2>`, so a shape cannot
 * be stricter or looser than the contract type it is given for.
 */
export type Shape<T> = Checker & { readonly [type]?: (value: T) => T };

/** A literal union (`1 | 2`, `'day' | 'week'`) is checked as its primitive kind. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T;

/**
 * One shape for every key of T, none left out: a field added to a contract type and forgotten
 * in its shape fails the type check. A key that is optional in T (`?:`) needs `optional(...)`,
 * a key that may be null `nullable(...)`, and the other way round.
 */
export type Fields<T> = { readonly [K in keyof T]-?: Shape<Widen<T[K]>> };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/* @__NO_SIDE_EFFECTS__ */
function primitive<T>(kind: string): Shape<T> {
  return { check: (value) => (typeof value === kind ? undefined : `: expected ${kind}`) };
}

export const str = primitive<string>('string');
export const num = primitive<number>('number');
export const bool = primitive<boolean>('boolean');

/** Any value at all: a reply the client does not read (its type is `unknown`). */
export const anything: Shape<unknown> = { check: () => undefined };

/** `T | null`. */
/* @__NO_SIDE_EFFECTS__ */
export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return { check: (value) => (value === null ? undefined : shape.check(value)) };
}

/** An optional key (`key?: T`): absent, or a T. */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return { check: (value) => (value === undefined ? undefined : shape.check(value)) };
}

/** `T[]`. */
/* @__NO_SIDE_EFFECTS__ */
export function arrayOf<T>(item: Shape<T>): Shape<T[]> {
  return {
    check: (value) => {
      if (!Array.isArray(value)) return ': expected array';
      for (let index = 0; index < value.length; index++) {
        const mismatch = item.check(value[index]);
        if (mismatch) return `[${index}]${mismatch}`;
      }
    },
  };
}

/** An object with these fields; T is given (`obj<Banner>({ ... })`), every key listed. */
/* @__NO_SIDE_EFFECTS__ */
export function obj<T>(fields: Fields<T>): Shape<T> {
  return {
    check: (value) => {
      if (!isObject(value)) return ': expected object';
      for (const key in fields) {
        const mismatch = (fields as Record<string, Checker>)[key]?.check(value[key]);
        if (mismatch) return `.${key}${mismatch}`;
      }
    },
  };
}

/** A map: an object whose every value is a T, whatever its keys. */
/* @__NO_SIDE_EFFECTS__ */
export function record<T>(entry: Shape<T>): Shape<Record<string, T>> {
  return {
    check: (value) => {
      if (!isObject(value)) return ': expected object';
      for (const key in value) {
        const mismatch = entry.check(value[key]);
        if (mismatch) return `.${key}${mismatch}`;
      }
    },
  };
}

/** The `Page<T>` of a paged list. */
/* @__NO_SIDE_EFFECTS__ */
export function page<T>(item: Shape<T>): Shape<Page<T>> {
  // Widen<T[]> stays unresolved for a type parameter T: the fields are Page<T>'s as written.
  const fields = { list: arrayOf(item), total: num, pageNum: num, pageSize: num };
  return obj(fields as unknown as Fields<Page<T>>);
}
