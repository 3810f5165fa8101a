import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * A render's own SWR cache, without dedupe or retries: each test reads the mock world afresh and
 * a refusal shows at once, whatever an earlier test cached.
 */
export function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      {children}
    </SWRConfig>
  );
}
