/** Unicode LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A left-to-right value (phone number, email, code) wrapped in Unicode isolates, as it must
 * be interpolated into text that may run right to left: the bidi algorithm would otherwise
 * reorder its parts, and `+86 755 8600 1234` would show as `1234 8600 755 86+`. The isolate
 * characters keep it one left-to-right run, and work where markup cannot (attributes, option
 * labels, plain message strings). No imports: client components use it too.
 */
export function ltrText(value: string): string {
  return `${LRI}${value}${PDI}`;
}
