import { describe, expect, it } from 'vitest';
import { mappingErrors } from './import-mapping';

const ctx = { contactRule: 'email' as const, columnCount: 4, propertyIds: new Set(['firstname', 'city']) };

describe('import mapping (spec section 5)', () => {
  it('accepts a mapping with the e-mail field and known fields', () => {
    expect(
      mappingErrors(
        [
          { column: 0, field: 'email' },
          { column: 2, field: 'city' },
          { column: 3, field: 'status' },
        ],
        ctx,
      ),
    ).toEqual([]);
  });

  it('needs at least one field mapped', () => {
    expect(mappingErrors([], ctx)).toEqual([{ path: 'mapping', code: 'IMPORT_MAPPING_EMPTY' }]);
  });

  it('needs the e-mail field, or e-mail or GSM per the contact rule', () => {
    expect(mappingErrors([{ column: 0, field: 'gsm' }], ctx)).toEqual([{ path: 'mapping', code: 'IMPORT_MAPPING_EMAIL_REQUIRED' }]);
    expect(mappingErrors([{ column: 0, field: 'gsm' }], { ...ctx, contactRule: 'emailOrGsm' })).toEqual([]);
    expect(mappingErrors([{ column: 0, field: 'name' }], { ...ctx, contactRule: 'emailOrGsm' })).toEqual([
      { path: 'mapping', code: 'IMPORT_MAPPING_CONTACT_REQUIRED' },
    ]);
  });

  it('refuses duplicate fields and columns, unknown fields and columns past the file', () => {
    expect(
      mappingErrors(
        [
          { column: 0, field: 'email' },
          { column: 1, field: 'email' },
        ],
        ctx,
      ),
    ).toContainEqual({ path: 'mapping.1.field', code: 'IMPORT_MAPPING_DUPLICATE', params: { field: 'email' } });
    expect(
      mappingErrors(
        [
          { column: 0, field: 'email' },
          { column: 0, field: 'city' },
        ],
        ctx,
      ),
    ).toContainEqual({ path: 'mapping.1.column', code: 'IMPORT_MAPPING_DUPLICATE', params: { column: 1 } });
    expect(
      mappingErrors(
        [
          { column: 0, field: 'email' },
          { column: 1, field: 'shoe' },
        ],
        ctx,
      ),
    ).toContainEqual({ path: 'mapping.1.field', code: 'IMPORT_MAPPING_UNKNOWN_FIELD', params: { field: 'shoe' } });
    expect(mappingErrors([{ column: 4, field: 'email' }], ctx)).toContainEqual({
      path: 'mapping.0.column',
      code: 'IMPORT_MAPPING_COLUMN_OUT_OF_RANGE',
      params: { column: 5, columns: 4 },
    });
  });
});
