export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a number of seconds (fractions dropped; negative or not finite counts as 0). */
export function splitDuration(totalSeconds: number): Duration {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
