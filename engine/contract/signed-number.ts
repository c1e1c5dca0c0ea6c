/** A change as people write it: "+5", "−3" (a true minus sign), "±0". */
export function signedNumber(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return '\u00b10';
}
