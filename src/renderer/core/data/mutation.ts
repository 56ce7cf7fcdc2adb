/**
 * `useMutation`: one write (add to cart, cancel an order, transfer points) with its `pending`
 * state, and `MutationModel`, the MobX model under it.
 *
 * Replaces `attempt` of `features/orders/errors.ts` (run a write, report a failure, tell the caller
 * whether it worked) and the hand-written `busy` flags and `try { } catch { reportFailure }` of the
 * screens (wallet `reportFailure`, purchase `reportBuyFailure`): `run` reports every failure
 * through the one `reportFailure` (core/data/report.ts: nothing twice, nothing for a cancel) and
 * rethrows it as an `ApiError`; `attempt` is the non-throwing form (`undefined` on failure).
 * A second `run` while one is pending joins it instead of writing twice (a double tap).
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import { useLayoutEffect, useState } from 'react';
import { ApiError } from './api-error';
import { useSnapshot } from './observe';
import { reportFailure, type ReportOptions } from './report';

export interface MutationOptions<R> {
  /** how failures are told (`false`: the caller reports them itself) */
  report?: boolean | ReportOptions;
  /** after a success (refresh a list, patch a row, navigate) */
  onSuccess?: (result: R) => void;
}

export class MutationModel<A extends unknown[], R> {
  pending = false;
  /** the last failure, null after a success */
  error: ApiError | null = null;

  private inFlight: Promise<R> | null = null;

  constructor(
    public mutate: (...args: A) => Promise<R>,
    public options: MutationOptions<R> = {},
  ) {
    makeObservable(this, { pending: observable, error: observable.ref, reset: action });
  }

  /** Runs the write; resolves its result, or reports the failure and rejects with an ApiError. */
  run = (...args: A): Promise<R> => {
    if (this.inFlight) return this.inFlight;
    runInAction(() => {
      this.pending = true;
      this.error = null;
    });
    const request = (async () => {
      try {
        const result = await this.mutate(...args);
        runInAction(() => (this.pending = false));
        this.options.onSuccess?.(result);
        return result;
      } catch (thrown) {
        const report = this.options.report ?? true;
        const error = report
          ? reportFailure(thrown, report === true ? {} : report)
          : ApiError.from(thrown);
        runInAction(() => {
          this.pending = false;
          if (error.kind !== 'cancelled') this.error = error;
        });
        throw error;
      } finally {
        this.inFlight = null;
      }
    })();
    this.inFlight = request;
    return request;
  };

  /** `run` that never rejects: the result, or undefined after a (reported) failure. */
  attempt = async (...args: A): Promise<R | undefined> => {
    try {
      return await this.run(...args);
    } catch {
      return undefined;
    }
  };

  /** Forgets the last error. */
  reset = (): void => {
    this.error = null;
  };
}

export interface MutationState<A extends unknown[], R> {
  pending: boolean;
  error: ApiError | null;
  run: (...args: A) => Promise<R>;
  attempt: (...args: A) => Promise<R | undefined>;
  reset: () => void;
}

/** `mutate` may be a new function every render; the latest one is used. */
export function useMutation<A extends unknown[], R>(
  mutate: (...args: A) => Promise<R>,
  options: MutationOptions<R> = {},
): MutationState<A, R> {
  const [model] = useState(() => new MutationModel(mutate, options));
  useLayoutEffect(() => {
    model.mutate = mutate;
    model.options = options;
  });
  return useSnapshot(() => ({
    pending: model.pending,
    error: model.error,
    run: model.run,
    attempt: model.attempt,
    reset: model.reset,
  }));
}
