import { describe, expect, it } from 'vitest';
import { schemaNameProblem } from './schema-name';

describe('import schema names', () => {
  const saved = [{ name: 'Sklep' }, { name: 'Newsletter' }];

  it('need at least 2 characters and none of < > /', () => {
    expect(schemaNameProblem('', saved)?.code).toBe('VALIDATION_TOO_SHORT');
    expect(schemaNameProblem(' a ', saved)?.code).toBe('VALIDATION_TOO_SHORT');
    expect(schemaNameProblem('a/b', saved)?.code).toBe('VALIDATION_FORBIDDEN_CHARACTERS');
    expect(schemaNameProblem('CRM', saved)).toBeNull();
  });

  it('are unique regardless of case and surrounding spaces', () => {
    expect(schemaNameProblem(' sklep ', saved)).toEqual({ path: 'name', code: 'IMPORT_SCHEMA_NAME_EXISTS', params: { name: 'sklep' } });
    expect(schemaNameProblem('Sklep', [{ name: 'Newsletter' }])).toBeNull();
  });
});
