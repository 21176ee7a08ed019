/**
 * Fails when a generated client type file (src/api/schema.gen.ts from openapi/bff.yaml,
 * src/api/cep.gen.ts from openapi/cep.yaml) no longer matches its document.
 *
 * It runs the same CLI as `npm run generate` (not the Node API) into a temporary file, so the
 * comparison cannot drift from what the generate script would write (header, formatting).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DOCUMENTS = [
  { spec: join(root, 'openapi', 'bff.yaml'), committed: join(root, 'src', 'api', 'schema.gen.ts'), name: 'src/api/schema.gen.ts' },
  { spec: join(root, 'openapi', 'cep.yaml'), committed: join(root, 'src', 'api', 'cep.gen.ts'), name: 'src/api/cep.gen.ts' },
];
const cli = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

/** Returns the message to print and whether the committed file is current. */
function check({ spec, committed, name }: (typeof DOCUMENTS)[number]): { ok: boolean; message: string } {
  const dir = mkdtempSync(join(tmpdir(), 'check-generated-'));
  try {
    const fresh = join(dir, 'schema.gen.ts');
    execFileSync(process.execPath, [cli, spec, '-o', fresh], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    let current: string;
    try {
      current = readFileSync(committed, 'utf8');
    } catch {
      return { ok: false, message: `${name} is missing: run npm run generate` };
    }
    // Line endings may differ on a Windows checkout; the types do not.
    const normalise = (text: string) => text.replace(/\r\n/g, '\n');
    return normalise(readFileSync(fresh, 'utf8')) === normalise(current)
      ? { ok: true, message: `${name} is up to date` }
      : { ok: false, message: `${name} is stale: run npm run generate` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const document of DOCUMENTS) {
  const result = check(document);
  if (result.ok) {
    console.log(result.message);
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
}
