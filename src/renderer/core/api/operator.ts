/**
 * The operator console's configured wrapper (issue 20): the console installs it once at start-up
 * (features/console/start.tsx) and its endpoint functions reach it through `operatorHttp()`, as
 * the shop's reach theirs through `http()` (./client.ts).
 */
import type { OperatorHttp } from './http';

let operator: OperatorHttp | null = null;

export function installOperatorHttp(h: OperatorHttp): void {
  operator = h;
}

export function operatorHttp(): OperatorHttp {
  if (!operator) throw new Error('operator wrapper not installed');
  return operator;
}
