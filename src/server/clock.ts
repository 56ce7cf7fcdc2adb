/**
 * The server's clock in Unix seconds. Tests move it (activity windows, SMS code expiry, order
 * timeouts) through the test-only `/__test/clock` route; production never changes the offset.
 */
export class Clock {
  private offset = 0;

  /** Unix seconds */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  /** Unix milliseconds (for rate windows) */
  nowMs(): number {
    return Date.now() + this.offset * 1000;
  }

  advance(seconds: number): void {
    this.offset += seconds;
  }

  reset(): void {
    this.offset = 0;
  }
}
