import { csvCell, toCsv } from '@/lib/admin/csv';

describe('CSV export', () => {
  test('escapes quotes, commas and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  test.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises the formula %p', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  test('quotes a cell holding a semicolon, so Excel in semicolon locales keeps it one cell', () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
  });

  test('a file: BOM, header, CRLF rows', () => {
    expect(toCsv(['a', 'b'], [[1, '=x'], ['y,z', '']])).toBe("\uFEFFa,b\r\n1,'=x\r\n\"y,z\",\r\n");
  });
});
