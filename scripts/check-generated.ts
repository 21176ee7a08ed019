/**
 * Fails when src/api/schema.gen.ts no longer matches openapi/bff.yaml.
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
const spec = join(root, 'openapi', 'bff.yaml');
const committed = join(root, 'src', 'api', 'schema.gen.ts');
const cli = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

/** Returns the message to print and whether the committed file is current. */
function check(): { ok: boolean; message: string } {
  const dir = mkdtempSync(join(tmpdir(), 'check-generated-'));
  try {
    const fresh = join(dir, 'schema.gen.ts');
    execFileSync(process.execPath, [cli, spec, '-o', fresh], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    let current: string;
    try {
      current = readFileSync(committed, 'utf8');
    } catch {
      return { ok: false, message: 'src/api/schema.gen.ts is missing: run npm run generate' };
    }
    // Line endings may differ on a Windows checkout; the types do not.
    const normalise = (text: string) => text.replace(/\r\n/g, '\n');
    return normalise(readFileSync(fresh, 'utf8')) === normalise(current)
      ? { ok: true, message: 'generated types are up to date' }
      : { ok: false, message: 'src/api/schema.gen.ts is stale: run npm run generate' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const result = check();
if (result.ok) {
  console.log(result.message);
} else {
  console.error(result.message);
  process.exitCode = 1;
}
