import { z } from 'zod';
import type { SchemasFor } from '../route-def';
import { PreviewBody, PreviewResult, ZipImportResult } from '../schemas/content';
import { UploadedFile } from '../schemas/files';
import { DeleteImageResult, ImageAsset, ImageList, ImageListQuery } from '../schemas/images';
import type { contentRoutes } from './content';

const FileUpload = z.strictObject({ file: UploadedFile });

/** The zod schemas of the lines in ./content.ts, by route id. */
export const contentSchemas = {
  'content.preview': { body: PreviewBody, response: PreviewResult },
  'content.importZip': { body: FileUpload, response: ZipImportResult },
  'images.list': { query: ImageListQuery, response: ImageList },
  'images.upload': { body: FileUpload, response: ImageAsset },
  'images.delete': { response: DeleteImageResult },
} as const satisfies SchemasFor<typeof contentRoutes>;
