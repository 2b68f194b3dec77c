import { ulid } from 'ulid';
import type { FieldError } from '@shared/errors';
import { TAGS_MAX } from '@shared/rules/predefined';
import type { Tag, TagBody } from '@shared/schemas/predefined';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { limitCounter } from './limit-counter';
import { namedRepository, type NamedRecord, type NamedRefusal } from './named-repository';

/** A tag with its allowed values (spec section 3, "Tags with values"), in the order the user gave them. */
export interface TagRecord extends NamedRecord {
  values: string[];
}

export const tagsRepository = namedRepository<TagRecord>(
  { item: (keys, id) => keys.tag(id), range: (keys) => keys.tags(), name: (keys, name) => keys.tagName(name) },
  ['id', 'name', 'values', 'createdAt', 'updatedAt'],
  limitCounter('tags', TAGS_MAX),
);

const toDto = ({ id, name, values, createdAt, updatedAt }: TagRecord): Tag => ({ id, name, values, createdAt, updatedAt });

/** A value given twice (case ignored) is refused, named, rather than dropped: the user may have meant two. */
function checkValues(values: readonly string[]): void {
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  values.forEach((value, i) => {
    const key = value.toLowerCase();
    if (seen.has(key)) problems.push({ path: `values.${i}`, code: 'TAG_VALUE_DUPLICATE', params: { value } });
    seen.add(key);
  });
  if (problems.length) throw new ValidationError(problems);
}

function refused(refusal: NamedRefusal | undefined): void {
  if (refusal === 'name') throw new ConflictError('TAG_EXISTS');
  if (refusal === 'limit') throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'tags', max: TAGS_MAX });
  if (refusal === 'missing') throw new NotFoundError('TAG_NOT_FOUND');
}

async function mustGet(accountId: string, id: string): Promise<TagRecord> {
  const record = await tagsRepository.get(accountId, id);
  if (!record) throw new NotFoundError('TAG_NOT_FOUND');
  return record;
}

export const tagsService = {
  async list(accountId: string): Promise<{ items: Tag[] }> {
    return { items: (await tagsRepository.list(accountId)).map(toDto) };
  },

  async add(accountId: string, body: TagBody): Promise<Tag> {
    checkValues(body.values);
    const at = nowIso();
    const record: TagRecord = { id: ulid(), name: body.name, values: body.values, createdAt: at, updatedAt: at };
    refused(await tagsRepository.create(accountId, record));
    return toDto(record);
  },

  async update(accountId: string, id: string, body: TagBody): Promise<Tag> {
    checkValues(body.values);
    const before = await mustGet(accountId, id);
    const after: TagRecord = { ...before, name: body.name, values: body.values, updatedAt: nowIso() };
    refused(await tagsRepository.save(accountId, before, after));
    return toDto(after);
  },

  async remove(accountId: string, id: string): Promise<{ removed: true }> {
    if (!(await tagsRepository.remove(accountId, await mustGet(accountId, id)))) throw new NotFoundError('TAG_NOT_FOUND');
    return { removed: true };
  },
};
