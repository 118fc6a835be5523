import 'server-only';
import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be mistaken for one another read aloud or handwritten: no
 * 0/O, 1/I/L, nor U (V).
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A submission's reference: two groups of four (`K7M4-9QTX`), some 6·10¹¹ of them. */
export function newReference(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}
