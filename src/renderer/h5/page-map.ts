/**
 * The consumer app's pages that are not tabs (issue 21): as one table in the entry, the 205
 * routes and their chunks' dependency lists were 15 KB gzip of every first load; as this chunk
 * they load on the first deep link or link to a non-tab screen (core/router/routes.tsx MapRoute).
 */
import type { PageLoader } from '../core/router/routes';

export const pages = import.meta.glob<PageLoader extends () => Promise<infer M> ? M : never>([
  '../pages/**/*.tsx',
  '../system/*.tsx',
  '!../pages/**/_parts/**',
  '!../**/*.test.tsx',
]) as Record<string, PageLoader>;
