/**
 * Secrets never reach the log: the request line's query values of secret-looking parameters
 * (a session token in `?token=`, an OAuth `code`, a signature) are replaced, and the headers
 * that carry credentials are censored should anything log them. Bodies are not logged.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (by name, case-insensitive). */
const SECRET_PARAM =
  /^(token|access_token|refresh_token|code|sign|signature|password|pay_password|secret|key|stream_key|state)$/i;

export const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq >= 0 && SECRET_PARAM.test(decoded.replace(/\[\]$/, ''))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Pino options for Fastify's logger: the request serialiser and the censored paths. */
export const logRedaction = {
  serializers: {
    req(req: FastifyRequest) {
      return {
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      };
    },
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.token',
      'req.headers.cookie',
      'headers.authorization',
      'headers.token',
      'headers.cookie',
      'body.token',
      'body.password',
      'body.pay_password',
    ],
    censor: REDACTED,
  },
};
