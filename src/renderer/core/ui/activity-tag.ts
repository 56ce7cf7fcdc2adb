/** Activity type codes that have a tag text (`activity.types.<code>`; spec section 4). */
export const ACTIVITY_TAG_CODES = [
  1, 2, 3, 4, 11, 12, 16, 17, 18, 19, 50, 51, 52, 53, 55, 200,
] as const;
export type ActivityTagCode = (typeof ACTIVITY_TAG_CODES)[number];

/** The code when it has a tag, else undefined (0 is normal goods; unknown codes get no tag). */
export function activityTagCode(
  type: number | string | null | undefined,
): ActivityTagCode | undefined {
  const n = Number(type);
  return (ACTIVITY_TAG_CODES as readonly number[]).includes(n) ? (n as ActivityTagCode) : undefined;
}
