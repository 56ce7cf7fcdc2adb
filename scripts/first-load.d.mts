// Types of ./first-load.mjs for the TypeScript that imports it (tests/e2e/first-paint.spec.ts).
export interface LoadFigure {
  bytes: number;
  files: number;
}
export function firstLoad(app: string, pageFile?: string): LoadFigure;
export function untilIdle(
  app: string,
  pageFile: string | undefined,
  lazy?: readonly string[],
): LoadFigure & { list: string[] };
