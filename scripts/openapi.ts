/**
 * Writes the api's OpenAPI document (as GET /api/openapi.json serves it) to a file, dist/openapi.json
 * unless named: `node --import tsx scripts/openapi.ts [file]`. `npm run lint:openapi` lints it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openapiDocument } from '../api/src/openapi/document.ts';
import { repoRoot } from './processes.ts';

const file = path.resolve(repoRoot, process.argv[2] ?? 'dist/openapi.json');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(await openapiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(repoRoot, file)}`);
