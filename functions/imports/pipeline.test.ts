import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { PERSONAL_PROPERTIES } from '@shared/properties';
import type { ContactRule, ImportDelimiter, ImportEncoding, ImportMapping } from '@shared/schemas/imports';
import { ImportFileBrokenError, runPipeline, type DroppedRow, type ImportChunk } from './pipeline';
import { compileRowChecker } from './rows';

interface RunOptions {
  mapping?: ImportMapping;
  contactRule?: ContactRule;
  encoding?: ImportEncoding;
  delimiter?: ImportDelimiter;
  hasHeader?: boolean;
  resumeAfterLine?: number;
  chunkRows?: number;
  /** The sink answers 'stop' after this many chunks. */
  stopAfter?: number;
  /** The source in pieces (a file read in ranges). */
  pieces?: number;
}

const MAPPING: ImportMapping = [
  { column: 0, field: 'email' },
  { column: 1, field: 'name' },
];
const BLOCKED = {
  isBlocked: (c: { email?: string; gsm?: string }) => Boolean(c.email?.endsWith('@blocked.pl') || c.gsm === '48600000000'),
};

/** Runs the pipeline into an in-memory sink: the chunks it was handed and the rows it reported. */
async function run(file: string | Buffer, options: RunOptions = {}) {
  const mapping = options.mapping ?? MAPPING;
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const size = Math.ceil(bytes.length / (options.pieces ?? 1));
  const source = Array.from({ length: options.pieces ?? 1 }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const check = compileRowChecker({
    mapping,
    propsById: new Map(PERSONAL_PROPERTIES.map((p) => [p.id, p])),
    contactRule: options.contactRule ?? 'email',
    columnCount: mapping.length,
    utf8: (options.encoding ?? 'utf-8') === 'utf-8',
    ctx: { allowOtherGsmPrefixes: false, now: () => '2026-01-01T00:00:00.000Z' },
  });
  const chunks: ImportChunk[] = [];
  const reported: DroppedRow[] = [];
  const result = await runPipeline(
    source,
    {
      encoding: options.encoding ?? 'utf-8',
      delimiter: options.delimiter ?? ',',
      hasHeader: options.hasHeader ?? true,
      check,
      blacklist: BLOCKED,
      resumeAfterLine: options.resumeAfterLine ?? 0,
      chunkRows: options.chunkRows,
    },
    {
      async write(chunk) {
        chunks.push(chunk);
        return options.stopAfter !== undefined && chunks.length >= options.stopAfter ? 'stop' : 'continue';
      },
    },
    async (rows) => {
      reported.push(...rows);
    },
  );
  return { result, chunks, reported, rows: chunks.flatMap((c) => c.rows) };
}

const csv = (...lines: string[]) => ['email,name', ...lines].join('\n');
const codes = (rows: DroppedRow[]) => rows.map((r) => [r.line, r.outcome, r.code]);

describe('runPipeline', () => {
  it('passes valid rows on with their file line and values, and counts data rows without the header', async () => {
    const { result, rows, reported } = await run(csv('jan@example.pl,Jan', '', 'OLA@example.pl , Ola '));
    expect(result).toEqual({ stopped: false, rows: 2, lastLine: 4 });
    expect(rows).toEqual([
      { line: 2, values: { email: 'jan@example.pl', name: 'Jan', props: {} }, fields: ['jan@example.pl', 'Jan'] },
      { line: 4, values: { email: 'ola@example.pl', name: 'Ola', props: {} }, fields: ['OLA@example.pl ', ' Ola '] },
    ]);
    expect(reported).toEqual([]);
  });

  it('rejects spam traps and role addresses, and skips blacklisted contacts', async () => {
    const { rows, reported } = await run(
      csv('x@spamtrap.goniec.app,T', 'postmaster@shop.pl,P', 'a@list.invalid,I', 'ok@example.pl,O', 'who@blocked.pl,B'),
    );
    expect(rows.map((r) => r.values.email)).toEqual(['ok@example.pl']);
    expect(reported).toEqual([
      { line: 2, outcome: 'rejected', code: 'IMPORT_SPAM_TRAP', field: 'email', fields: ['x@spamtrap.goniec.app', 'T'] },
      { line: 3, outcome: 'rejected', code: 'IMPORT_ROLE_ADDRESS', field: 'email', fields: ['postmaster@shop.pl', 'P'] },
      { line: 4, outcome: 'rejected', code: 'IMPORT_SPAM_TRAP', field: 'email', fields: ['a@list.invalid', 'I'] },
      { line: 6, outcome: 'skipped', code: 'IMPORT_BLACKLISTED', fields: ['who@blocked.pl', 'B'] },
    ]);
  });

  it('skips rows repeating an earlier one’s normalised e-mail or GSM; the first decides, even when it was blacklisted', async () => {
    const mapping: ImportMapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'gsm' },
    ];
    const { rows, reported } = await run(
      [
        'email,gsm',
        'jan@example.pl,',
        ' JAN@Example.pl ,',
        ',601 234 567',
        'ola@example.pl,+48 601-234-567',
        'ala@example.pl,602000000',
        ',602 000 000',
        'x@blocked.pl,',
        'X@BLOCKED.PL,',
        ',600000000',
      ].join('\n'),
      { mapping, contactRule: 'emailOrGsm' },
    );
    expect(rows.map((r) => r.line)).toEqual([2, 4, 6]);
    expect(codes(reported)).toEqual([
      [3, 'skipped', 'IMPORT_DUPLICATE_ROW'],
      [5, 'skipped', 'IMPORT_DUPLICATE_ROW'],
      [7, 'skipped', 'IMPORT_DUPLICATE_ROW'],
      [8, 'skipped', 'IMPORT_BLACKLISTED'],
      [9, 'skipped', 'IMPORT_DUPLICATE_ROW'],
      [10, 'skipped', 'IMPORT_BLACKLISTED'],
    ]);
    // A duplicate's own contacts are not remembered: a row with a new address and a seen number adds neither.
    const again = await run(['email,gsm', ',601234567', 'new@example.pl,601234567', 'new@example.pl,'].join('\n'), {
      mapping,
      contactRule: 'emailOrGsm',
    });
    expect(again.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('reports invalid rows with their cells, and reads a quoted line break as part of its value', async () => {
    const { rows, reported } = await run(csv('nope,N', 'a@example.pl', 'b@example.pl,"Jan\nKowalski"', 'c@example.pl,"Bob"x'));
    // The quoted line break makes line 4 and 5 one record (numbered by its last line), whose name is then
    // refused: a name is one line. A stray quote inside a value is kept.
    expect(rows.map((r) => [r.line, r.values.name])).toEqual([[6, '"Bob"x']]);
    expect(reported).toEqual([
      { line: 2, outcome: 'rejected', code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', fields: ['nope', 'N'] },
      { line: 3, outcome: 'rejected', code: 'IMPORT_ROW_COLUMN_COUNT', fields: ['a@example.pl'] },
      { line: 5, outcome: 'rejected', code: 'VALIDATION_LINE_BREAK', field: 'name', fields: ['b@example.pl', 'Jan\nKowalski'] },
    ]);
  });

  it('stops at a quote never closed, naming the line it opened on, after handing on every row before it', async () => {
    const lines = [
      'a@example.pl,A',
      '',
      'b@example.pl,"Jan<EOL>Kowalski"',
      'nope,N',
      'c@example.pl,"never closed',
      'd@example.pl,D',
      'e@example.pl,E',
    ];
    for (const eol of ['\n', '\r\n']) {
      const rows: number[] = [];
      const reported: DroppedRow[] = [];
      const file = ['email,name', ...lines].join(eol).replace('<EOL>', eol);
      const error = await runPipeline(
        [Buffer.from(file)],
        {
          encoding: 'utf-8',
          delimiter: ',',
          hasHeader: true,
          check: compileRowChecker({
            mapping: MAPPING,
            propsById: new Map(PERSONAL_PROPERTIES.map((p) => [p.id, p])),
            contactRule: 'email',
            columnCount: 2,
            utf8: true,
            ctx: { allowOtherGsmPrefixes: false, now: () => '2026-01-01T00:00:00.000Z' },
          }),
          blacklist: BLOCKED,
          resumeAfterLine: 0,
          chunkRows: 1,
        },
        { write: async (chunk) => (rows.push(...chunk.rows.map((r) => r.line)), 'continue') },
        async (dropped) => void reported.push(...dropped),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFileBrokenError);
      // Line 7 opens the quote; "d" and "e" are swallowed by it. A quoted CR LF (line 4-5) is still one line break.
      expect((error as ImportFileBrokenError).broken).toEqual({ code: 'IMPORT_QUOTE_NOT_CLOSED', line: 7 });
      expect(rows).toEqual([2]);
      expect(codes(reported)).toEqual([
        [5, 'rejected', 'VALIDATION_LINE_BREAK'],
        [6, 'rejected', 'SUBSCRIBER_INVALID_EMAIL'],
      ]);
    }
  });

  it('stops at a quote still open after 64K characters without reading the rest of the file into it', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `r${i}@example.pl,Name ${i}`);
    const error = await run(csv('a@example.pl,A', 'b@example.pl,"open', ...many)).catch((e: unknown) => e);
    expect((error as ImportFileBrokenError).broken).toEqual({ code: 'IMPORT_QUOTE_NOT_CLOSED', line: 3 });
  });

  it('stops at a line longer than 64K characters (the parser cannot go on after it)', async () => {
    const error = await run(csv('a@example.pl,A', `b@example.pl,${'x'.repeat(70_000)}`, 'c@example.pl,C')).catch((e: unknown) => e);
    expect((error as ImportFileBrokenError).broken).toEqual({ code: 'IMPORT_ROW_TOO_LONG', line: 3, max: 65_536 });
    // A line up to the limit is read like any other (and its name checked against the property's length).
    const { result, reported } = await run(csv(`a@example.pl,${'x'.repeat(60_000)}`, 'c@example.pl,C'));
    expect(result).toMatchObject({ rows: 2, lastLine: 3 });
    expect(reported.map((r) => [r.line, r.field])).toEqual([[2, 'name']]);
  });

  it('numbers rows after quoted CR LF line breaks by the file lines', async () => {
    const file = ['email,name', 'a@example.pl,"A\r\nB"', '', 'z@example.pl,Z', 'd@example.pl,"D\r\n\r\nE"', 'f@example.pl,F'].join('\r\n');
    const { rows, reported } = await run(file);
    // The names with line breaks are refused (a name is one line), on the lines their records end on.
    expect(rows.map((r) => r.line)).toEqual([5, 9]);
    expect(codes(reported)).toEqual([
      [3, 'rejected', 'VALIDATION_LINE_BREAK'],
      [8, 'rejected', 'VALIDATION_LINE_BREAK'],
    ]);
  });

  it('refuses rows with bytes that are not UTF-8 in a UTF-8 file, and reads Windows-1250 and a byte order mark', async () => {
    const mixed = Buffer.concat([
      Buffer.from('\uFEFFemail,city\nzofia@example.pl,Łódź\nola@example.pl,', 'utf8'),
      iconv.encode('Łódź', 'win1250'),
      Buffer.from('\n'),
    ]);
    const utf8 = await run(mixed, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'city' },
      ],
    });
    expect(utf8.rows.map((r) => r.values.props)).toEqual([{ city: 'Łódź' }]);
    expect(codes(utf8.reported)).toEqual([[3, 'rejected', 'FILE_NOT_UTF8']]);
    expect(utf8.reported[0]!.field).toBe('2');

    // A file read in ranges splits characters between them: each byte on its own still decodes whole.
    const polish = Buffer.from('email,city\nzofia@example.pl,Łódź\nola@example.pl,Żółć\n', 'utf8');
    const split = await run(polish, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'city' },
      ],
      pieces: polish.length,
    });
    expect(split.rows.map((r) => r.values.props.city)).toEqual(['Łódź', 'Żółć']);

    const cp1250 = iconv.encode('email;city\nzofia@example.pl;Łódź\nzdzislaw@example.pl;Żółć\n', 'win1250');
    const windows = await run(cp1250, {
      encoding: 'windows-1250',
      delimiter: ';',
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'city' },
      ],
      pieces: 7,
    });
    expect(windows.rows.map((r) => [r.values.email, r.values.props.city])).toEqual([
      ['zofia@example.pl', 'Łódź'],
      ['zdzislaw@example.pl', 'Żółć'],
    ]);
  });

  it('hands the rows over in chunks, in file order, each line once, with its last line as the checkpoint', async () => {
    const lines = Array.from({ length: 23 }, (_, i) => (i % 5 === 4 ? `bad-${i},X` : `u${i}@example.pl,N${i}`));
    const { chunks, result } = await run(csv(...lines), { chunkRows: 4, pieces: 5 });
    expect(chunks.length).toBe(6);
    const seen = chunks.flatMap((c) => [...c.rows.map((r) => r.line), ...c.dropped.map((d) => d.line)].sort((a, b) => a - b));
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
    for (const chunk of chunks) {
      expect(chunk.rows.length + chunk.dropped.length).toBeLessThanOrEqual(4);
      expect(chunk.lastLine).toBe(Math.max(...chunk.rows.map((r) => r.line), ...chunk.dropped.map((d) => d.line)));
    }
    expect(chunks.map((c) => c.lastLine)).toEqual([5, 9, 13, 17, 21, 24]);
    expect(result).toEqual({ stopped: false, rows: 23, lastLine: 24 });
  });

  it('stops where the sink says so', async () => {
    const { result, chunks } = await run(csv(...Array.from({ length: 20 }, (_, i) => `u${i}@example.pl,N`)), {
      chunkRows: 5,
      stopAfter: 2,
    });
    expect(chunks).toHaveLength(2);
    expect(result).toEqual({ stopped: true, rows: expect.any(Number), lastLine: 11 });
  });

  it('resumes past a checkpoint: earlier rows are read again for the report and the duplicates, but not handed over', async () => {
    const file = csv('a@example.pl,A', 'nope,N', 'b@example.pl,B', 'c@example.pl,C', 'A@example.pl,again', 'nope2,N', 'd@example.pl,D');
    const { rows, reported, chunks } = await run(file, { resumeAfterLine: 4, chunkRows: 2 });
    expect(rows.map((r) => r.line)).toEqual([5, 8]);
    // The report is whole; the duplicate of line 2 is still known as one.
    expect(codes(reported)).toEqual([
      [3, 'rejected', 'SUBSCRIBER_INVALID_EMAIL'],
      [6, 'skipped', 'IMPORT_DUPLICATE_ROW'],
      [7, 'rejected', 'SUBSCRIBER_INVALID_EMAIL'],
    ]);
    // Chunks wholly before the checkpoint never reach the sink.
    expect(chunks.every((c) => c.lastLine > 4)).toBe(true);
  });

  it('reads a file without a header from its first line, and an empty file as no rows', async () => {
    const { rows, result } = await run('a@example.pl,A\nb@example.pl,B\n', { hasHeader: false });
    expect(rows.map((r) => r.line)).toEqual([1, 2]);
    expect(result.rows).toBe(2);
    expect((await run('')).result).toEqual({ stopped: false, rows: 0, lastLine: 0 });
    expect((await run('email,name\n')).chunks).toEqual([]);
  });
});
