// Offset between the server clock and this device's clock. The http wrapper updates it from the
// `X-Server-Time` header of every response; countdowns and activity windows read it so they never
// trust the phone's clock alone (ARCHITECTURE.md, "Server time").

let offsetMs = 0;

/** Server time minus device time, ms (positive when the device clock is behind). */
export function getServerOffsetMs(): number {
  return offsetMs;
}

/** Sets the offset, ms; a value that is not a finite number is ignored. */
export function setServerOffsetMs(ms: number): void {
  if (Number.isFinite(ms)) offsetMs = Math.round(ms);
}

/**
 * Sets the offset from a server timestamp in Unix seconds, received at device time
 * `receivedAtMs`. Half a second is added because the header is truncated to whole seconds.
 */
export function syncServerTime(serverUnixSeconds: number, receivedAtMs: number = Date.now()): void {
  if (Number.isFinite(serverUnixSeconds) && serverUnixSeconds > 0) {
    setServerOffsetMs(serverUnixSeconds * 1000 + 500 - receivedAtMs);
  }
}

/** The server's current time, ms since the epoch. */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}
