import { randomUUID } from 'node:crypto';
import type { SessionStore } from '../types';

/**
 * A browser session held in memory, for tests of the pricing services. Stored (the default): it has a
 * key of its own, so its counts are its own; `stored: false` is a request without a session cookie.
 */
export function memorySession(
  userId?: string,
  { stored = true }: { stored?: boolean } = {},
): SessionStore & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  return {
    data,
    userId,
    key: stored ? randomUUID() : undefined,
    get: <T>(k: string) => data[k] as T | undefined,
    set: (k: string, v: unknown) => {
      data[k] = v;
    },
  };
}
