/**
 * The server names the field of a refusal as `field: reason` (422); a form shows it under that
 * field when the form has it, else the caller shows the whole message.
 */
export function fieldError(
  message: string,
  fields: readonly string[],
): { field: string; reason: string } | null {
  const m = /^([a-z_]+)(?:\.\d+(?:\.\w+)?)?: (.+)$/s.exec(message);
  if (!m || !fields.includes(m[1]!)) return null;
  return { field: m[1]!, reason: m[2]! };
}

/** `YYYY-MM-DDTHH:mm` (an <input type="datetime-local">, China time) of Unix seconds; '' for 0. */
export function toLocalInput(seconds: number): string {
  if (!seconds) return '';
  const d = new Date((seconds + 8 * 3600) * 1000);
  return d.toISOString().slice(0, 16);
}

/** Unix seconds of a `YYYY-MM-DDTHH:mm` in China time; 0 for ''. */
export function fromLocalInput(text: string | undefined): number {
  if (!text) return 0;
  const ms = Date.parse(`${text}:00+08:00`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}
