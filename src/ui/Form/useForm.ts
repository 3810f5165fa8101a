import { useMemo, useRef, useState, type FormEvent } from 'react';
import { validateField, type Rules } from './validate';

type Values = Record<string, string>;

type UseFormOptions<V extends Values> = {
  initialValues: V;
  rules?: Partial<Record<keyof V & string, Rules>>;
  /** Receives valid values. Return the request's promise: the form stays busy until it settles. */
  onSubmit: (values: V) => void | Promise<unknown>;
};

/** What `field(name)` spreads onto a TextField. */
export type FieldProps = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Only after the field was left once or a submit was tried: no red while typing. */
  error: string | null;
  ref: (element: HTMLInputElement | null) => void;
};

/**
 * A small form model for TextFields (spec 5 rules: required, pattern, validator, message).
 *
 * - `values` and `errors` (every current error, derived from the values on each render, so
 *   cross-field validators never see stale values) and `touched` (fields left at least once).
 * - `field(name)` gives value, onChange, onBlur, the visible error and a ref.
 * - `handleSubmit` validates everything, shows all errors and focuses the first invalid field
 *   (in `initialValues` order); with valid values it calls `onSubmit` and ignores further
 *   submits until the returned promise settles, so a money action is never sent twice.
 *   A rejection from `onSubmit` is passed on to the caller of `handleSubmit`.
 * - `submitting` is true while that promise is pending (show the Button's loading state).
 */
export function useForm<V extends Values>({ initialValues, rules, onSubmit }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V & string, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: two submits in the same tick must see the first one's lock.
  const pending = useRef(false);
  const elements = useRef(new Map<string, HTMLInputElement>());

  const names = Object.keys(initialValues) as (keyof V & string)[];

  const errors = useMemo(() => {
    const found: Partial<Record<keyof V & string, string>> = {};
    for (const name of Object.keys(values) as (keyof V & string)[]) {
      const error = validateField(values[name] ?? '', rules?.[name], values);
      if (error !== null) found[name] = error;
    }
    return found;
  }, [values, rules]);

  const setValue = (name: keyof V & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? '',
    onChange: (value) => setValue(name, value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    error: (touched[name] && errors[name]) || null,
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending.current) return;
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as typeof touched);
    const firstInvalid = names.find((name) => errors[name] !== undefined);
    if (firstInvalid !== undefined) {
      elements.current.get(firstInvalid)?.focus();
      return;
    }
    pending.current = true;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, touched, submitting, field, setValue, handleSubmit };
}
