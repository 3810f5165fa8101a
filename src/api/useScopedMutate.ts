import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig, type Arguments } from 'swr';

/**
 * SWR's `mutate` (read a key again) for the cache this component reads, doing nothing once the
 * component has gone. The app's cache belongs to one session and is dropped with it
 * (app/App.tsx), and SWR forgets a dropped cache: a mutate on it afterwards (an answer to a
 * money action arriving after a logout, or after the page was left) rejected with a TypeError
 * that nothing caught.
 */
export function useScopedMutate(): (key: Arguments) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    (key: Arguments) => (mounted.current ? mutate(key) : Promise.resolve(undefined)),
    [mutate],
  );
}
