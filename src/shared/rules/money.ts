// Money in integer fen (1 yuan = 100 fen). No floating-point arithmetic on amounts: values stay
// safe integers and yuan strings are converted by string manipulation.

const FEN_PER_YUAN = 100;
const BASIS_POINTS_PER_UNIT = 10000n;
// Optional minus, integer yuan, up to two decimals. No '+', no spaces, no '.5' or '12.'.
const YUAN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Throws RangeError unless `n` is a safe integer (an amount in fen). */
export function assertFen(n: unknown, label = 'fen'): asserts n is number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`${label} must be a safe integer, got ${String(n)}`);
  }
}

export interface SplitFen {
  sign: '' | '-';
  /** Integer yuan, no leading zeros. */
  yuan: string;
  /** Fen part, always two digits. */
  fen: string;
}

/** Sign, yuan and two-digit fen parts of an amount; -0 has no sign. */
export function splitFen(fen: number): SplitFen {
  assertFen(fen);
  const abs = Math.abs(fen);
  // `%` and exact division avoid rounding that `Math.floor(abs / 100)` has near 2^53.
  const cents = abs % FEN_PER_YUAN;
  return {
    sign: fen < 0 ? '-' : '',
    yuan: String((abs - cents) / FEN_PER_YUAN),
    fen: String(cents).padStart(2, '0'),
  };
}

/** '12.30' for 1230, '-0.05' for -5, '0.00' for 0. */
export function formatFen(fen: number): string {
  const parts = splitFen(fen);
  return `${parts.sign}${parts.yuan}.${parts.fen}`;
}

/**
 * Parses a yuan decimal string ('12', '12.3', '12.30', '0.05', '-1.5') into fen. Throws RangeError
 * on any other shape, more than 2 decimals, or a result beyond the safe integer range.
 */
export function yuanToFen(s: string): number {
  const m = YUAN.exec(s);
  if (!m) throw new RangeError(`not a yuan amount with at most 2 decimals: ${JSON.stringify(s)}`);
  const [, sign = '', yuan = '', decimals = ''] = m;
  // Shift the decimal point two places by concatenation; Number() of a digit string is exact
  // whenever the value is a safe integer, and any larger value parses to >= 2^53 (not safe).
  const abs = Number(yuan + decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(abs)) throw new RangeError(`yuan amount too large: ${s}`);
  return sign === '-' && abs !== 0 ? -abs : abs;
}

/** Sum of amounts in fen; throws if any value or partial sum is not a safe integer. */
export function sumFen(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    assertFen(v);
    total += v;
    assertFen(total, 'sum');
  }
  return total;
}

/** Line amount: unit price in fen times an integer quantity. */
export function mulFen(fen: number, qty: number): number {
  assertFen(fen);
  assertFen(qty, 'quantity');
  const product = fen * qty;
  // A product within the safe range is exact; anything beyond it fails here.
  assertFen(product, 'product');
  return product === 0 ? 0 : product;
}

/**
 * `fen * basisPoints / 10000` (1 basis point = 0.01 %), rounded half up in magnitude, i.e. half
 * away from zero, so a negative amount mirrors its positive. BigInt keeps the product exact.
 */
export function percentOfFen(fen: number, basisPoints: number): number {
  assertFen(fen);
  assertFen(basisPoints, 'basisPoints');
  const product = BigInt(fen) * BigInt(basisPoints);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  let quotient = abs / BASIS_POINTS_PER_UNIT;
  if ((abs % BASIS_POINTS_PER_UNIT) * 2n >= BASIS_POINTS_PER_UNIT) quotient += 1n;
  const result = Number(negative ? -quotient : quotient);
  assertFen(result, 'percentage');
  return result;
}
