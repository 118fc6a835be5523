/**
 * Wraps a left-to-right value (phone number, email, code) in Unicode isolates (LRI ... PDI)
 * before it goes into a translated sentence, so that in Arabic and Hebrew
 * "+86 755 8600 1234" stays in its order instead of being reordered group by group.
 */
export function ltrText(value: string): string {
  return `\u2066${value}\u2069`;
}
