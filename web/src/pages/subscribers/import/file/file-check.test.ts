import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@shared/schemas/imports';
import { formatBytes } from '@web/common/format-bytes';
import { fileProblem, percent } from './file-check';

describe('file pre-checks', () => {
  it('take a .csv or .txt file up to 256 MB, whatever the letter case', () => {
    expect(fileProblem({ name: 'lista.csv', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'LISTA.CSV', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: 'lista.txt', size: 1 })).toBeNull();
  });

  it('refuse another extension, a file past the limit and an empty one in the catalogue’s words', () => {
    expect(fileProblem({ name: 'lista.xlsx', size: 10 })?.code).toBe('FILE_WRONG_EXTENSION');
    expect(fileProblem({ name: 'csv', size: 10 })?.code).toBe('FILE_WRONG_EXTENSION');
    expect(fileProblem({ name: 'big.csv', size: IMPORT_MAX_BYTES + 1 })).toEqual({
      path: 'file',
      code: 'FILE_SIZE_EXCEEDED',
      params: { max: IMPORT_MAX_BYTES },
    });
    expect(fileProblem({ name: 'empty.csv', size: 0 })?.code).toBe('FILE_NOT_CSV');
  });

  it('format sizes and percentages', () => {
    expect(formatBytes(512, 'pl')).toBe('512 B');
    expect(formatBytes(1536, 'pl')).toBe('1,5 KB');
    expect(formatBytes(IMPORT_MAX_BYTES, 'en-US')).toBe('256 MB');
    expect([percent(1, 3), percent(5, 0), percent(7, 5)]).toEqual([33, 0, 100]);
  });
});
