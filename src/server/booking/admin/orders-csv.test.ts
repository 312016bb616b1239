import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './orders-csv';

describe('CSV cells', () => {
  it('quotes what needs quoting and doubles quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const [input, output] of [
      ['=1+1', "'=1+1"],
      ['+1 412 555 0100', "'+1 412 555 0100"],
      ['-2+3', "'-2+3"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\t=1', "'\t=1"],
      ['\r=1', `"'\r=1"`],
      ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
      ['a=1', 'a=1'],
      ["'quoted", "'quoted"],
    ])
      expect(csvCell(input), JSON.stringify(input)).toBe(output);
  });
});
