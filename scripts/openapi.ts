// Writes docs/openapi.json, the checked copy of the public API's OpenAPI document (`npm run openapi`).
// The unit tier fails while the copy differs from what the route table generates.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicApiDocument } from '../functions/openapi/document';

const OPENAPI_FILE = path.resolve(import.meta.dirname, '../docs/openapi.json');
writeFileSync(OPENAPI_FILE, `${JSON.stringify(publicApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
