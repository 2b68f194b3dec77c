import { ulid } from 'ulid';
import { IMPORT_SCHEMAS_MAX, type ImportSchema, type ImportSchemaBody } from '@shared/schemas/imports';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { importSchemasRepository, type SchemaWriteResult } from './schemas-repository';

function refuse(result: SchemaWriteResult, name: string): never {
  if (result === 'name') throw ValidationError.field('name', 'IMPORT_SCHEMA_NAME_EXISTS', { name });
  if (result === 'limit') throw new ForbiddenError('IMPORT_SCHEMA_LIMIT_REACHED', { max: IMPORT_SCHEMAS_MAX });
  throw new ConflictError('IMPORT_SCHEMA_NOT_FOUND');
}

/** Saved mappings (spec: import schemas; names unique and ≥ 2 characters; at most 10 per account). */
export const importSchemasService = {
  async list(accountId: string): Promise<{ items: ImportSchema[]; max: number }> {
    const items = (await importSchemasRepository.list(accountId)).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
    return { items, max: IMPORT_SCHEMAS_MAX };
  },

  async create(accountId: string, body: ImportSchemaBody): Promise<ImportSchema> {
    const at = nowIso();
    const schema: ImportSchema = {
      id: ulid(),
      name: body.name,
      mapping: body.mapping,
      hasHeader: body.hasHeader,
      createdAt: at,
      updatedAt: at,
    };
    const result = await importSchemasRepository.create(accountId, schema);
    if (result !== 'ok') refuse(result, body.name);
    return schema;
  },

  async update(accountId: string, id: string, body: ImportSchemaBody): Promise<ImportSchema> {
    const before = await importSchemasRepository.get(accountId, id);
    if (!before) throw new NotFoundError('IMPORT_SCHEMA_NOT_FOUND');
    const after: ImportSchema = { ...before, name: body.name, mapping: body.mapping, hasHeader: body.hasHeader, updatedAt: nowIso() };
    const result = await importSchemasRepository.update(accountId, before, after);
    if (result !== 'ok') refuse(result, body.name);
    return after;
  },

  async remove(accountId: string, id: string): Promise<void> {
    const schema = await importSchemasRepository.get(accountId, id);
    if (!schema || !(await importSchemasRepository.delete(accountId, schema))) throw new NotFoundError('IMPORT_SCHEMA_NOT_FOUND');
  },
};
