/**
 * Reply codes of spec section 8 as thrown errors. Consumer routes answer them with HTTP 200 and
 * the code in the envelope; merchant routes answer with the HTTP status (ARCHITECTURE.md).
 */
import { REPLY } from '../../shared/constants';

export class ReplyError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A handler result with a non-default code or a message (the quirky successes). */
export class EnvelopeReply<T> {
  constructor(
    public readonly code: number,
    public readonly data: T,
    public readonly message = '',
  ) {}
}

export const ok = <T>(data: T, message = ''): EnvelopeReply<T> =>
  new EnvelopeReply(REPLY.OK, data, message);

export const unauthorized = (message: string): ReplyError =>
  new ReplyError(REPLY.UNAUTHORIZED, message);
export const forbidden = (message: string): ReplyError => new ReplyError(REPLY.FORBIDDEN, message);
export const invalid = (message: string): ReplyError => new ReplyError(REPLY.INVALID, message);
export const locked = (message: string): ReplyError => new ReplyError(REPLY.LOCKED, message);
export const closed = (message: string): ReplyError => new ReplyError(REPLY.CLOSED, message);
export const notFound = (message: string): ReplyError => new ReplyError(REPLY.INVALID, message);

// --- issue 18 (reports): a non-envelope answer (CSV export) ---
/** A handler result sent as is (a file download), not wrapped in the envelope. */
export class RawReply {
  constructor(
    public readonly contentType: string,
    public readonly body: string | Buffer,
    public readonly headers: Record<string, string> = {},
  ) {}
}
