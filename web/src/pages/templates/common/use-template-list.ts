import { useApiPages } from '@web/api/query';
import { listQuery, type TemplateFilters } from './template-fields';

/** Cards read a page at a time: enough to fill a few rows without reading every thumbnail. */
export const TEMPLATE_PAGE_SIZE = 24;

/** The account's templates with the filters set (folder, name, tag), a cursor page at a time. */
export const useTemplateList = (filters: TemplateFilters, limit: number = TEMPLATE_PAGE_SIZE) =>
  useApiPages('templates.list', { query: { ...listQuery(filters), limit } });
