/**
 * The PDF's built-in Helvetica covers the Windows-1252 (WinAnsi) characters only. Text
 * from the messages is mapped onto that set so no glyph prints as a blank box.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '−': '-',
  '‑': '-',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '≈': '~',
  '\u202f': ' ',
  '\u2009': ' ',
  'Ω': 'Ohm',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || WIN_ANSI_EXTRA.has(char);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}
