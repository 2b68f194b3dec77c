import { z } from 'zod';
import type { SchemasFor } from '../route-def';
import { TestSendBody, TestSendResult } from '../schemas/content';
import {
  Blueprint,
  BlueprintList,
  DeleteTemplateResult,
  DuplicateTemplateBody,
  FreezeBody,
  RestorePoint,
  RestorePointList,
  Template,
  TemplateBody,
  TemplateFolder,
  TemplateFolderBody,
  TemplateFolderList,
  TemplateFromMailingBody,
  TemplateList,
  TemplateListQuery,
} from '../schemas/templates';
import type { templatesRoutes } from './templates';

const Deleted = z.object({ deleted: z.literal(true) });

/** The zod schemas of the lines in ./templates.ts, by route id. */
export const templatesSchemas = {
  'templates.list': { query: TemplateListQuery, response: TemplateList },
  'templates.create': { body: TemplateBody, response: Template },
  'templates.get': { response: Template },
  'templates.update': { body: TemplateBody, response: Template },
  'templates.delete': { response: DeleteTemplateResult },
  'templates.duplicate': { body: DuplicateTemplateBody, response: Template },
  'templates.freeze': { body: FreezeBody, response: Template },
  'templates.fromMailing': { body: TemplateFromMailingBody, response: Template },
  'templates.history': { response: RestorePointList },
  'templates.restorePoint': { response: RestorePoint },
  'templates.testSend': { body: TestSendBody, response: TestSendResult },
  'templateFolders.list': { response: TemplateFolderList },
  'templateFolders.create': { body: TemplateFolderBody, response: TemplateFolder },
  'templateFolders.update': { body: TemplateFolderBody, response: TemplateFolder },
  'templateFolders.delete': { response: Deleted },
  'blueprints.list': { response: BlueprintList },
  'blueprints.get': { response: Blueprint },
} as const satisfies SchemasFor<typeof templatesRoutes>;
