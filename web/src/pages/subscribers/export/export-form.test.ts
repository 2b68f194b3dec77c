import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT, exportBody, exportColumns, exportProblems, exportProgress, initialExport, isExportActive } from './export-form';

describe('the export form', () => {
  it('sends statuses as the audience, the columns in the chosen order, the encoding and header', () => {
    expect(exportBody({ ...DEFAULT_EXPORT, statuses: [8, 5], fields: ['name', 'email'], encoding: 'windows-1250', header: false })).toEqual(
      {
        audience: { kind: 'statuses', statuses: [8, 5] },
        fields: ['name', 'email'],
        encoding: 'windows-1250',
        header: false,
      },
    );
  });

  it('sends a segment as the audience and asks for one', () => {
    expect(exportBody({ ...DEFAULT_EXPORT, audience: 'segment', segmentId: 'SEG1' }).audience).toEqual({
      kind: 'segment',
      segmentId: 'SEG1',
    });
    expect(exportProblems({ ...DEFAULT_EXPORT, audience: 'segment', segmentId: null }).segmentId?.code).toBe('VALIDATION_REQUIRED');
    expect(exportProblems({ ...DEFAULT_EXPORT, audience: 'segment', segmentId: 'SEG1' })).toEqual({});
  });

  it('starts with the segment the page was opened for, or with verified subscribers', () => {
    expect(initialExport('SEG1')).toEqual({ ...DEFAULT_EXPORT, audience: 'segment', segmentId: 'SEG1' });
    expect(exportBody(initialExport('SEG1')).audience).toEqual({ kind: 'segment', segmentId: 'SEG1' });
    expect(initialExport(null)).toEqual(DEFAULT_EXPORT);
    expect(initialExport('')).toEqual(DEFAULT_EXPORT);
  });

  it('asks for at least one status and one column, as the API does', () => {
    expect(exportProblems(DEFAULT_EXPORT)).toEqual({});
    const problems = exportProblems({ ...DEFAULT_EXPORT, statuses: [], fields: [] });
    expect(problems.statuses?.code).toBe('VALIDATION_REQUIRED');
    expect(problems.fields?.code).toBe('VALIDATION_REQUIRED');
  });

  it('offers base fields and non-base properties as columns', () => {
    const columns = exportColumns([
      { id: 'email', kind: 'base' as const },
      { id: 'firstname', kind: 'custom' as const },
    ]);
    expect(columns.base).toContain('createdAt');
    expect(columns.properties.map((p) => p.id)).toEqual(['firstname']);
  });

  it('measure progress by rows and poll only while queued or running', () => {
    expect(exportProgress({ state: 'running', rowsWritten: 25, rowsExpected: 100 })).toBe(25);
    expect(exportProgress({ state: 'finished', rowsWritten: 3, rowsExpected: 0 })).toBe(100);
    expect((['queued', 'running', 'finished', 'failed', 'expired'] as const).map(isExportActive)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
