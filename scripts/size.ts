/**
 * Prints the gzip size of the JavaScript the landing route loads (the entry chunk, the landing
 * route's lazy chunk, and everything they import statically) and fails above the budget.
 *   npm run size            (after npm run build:sandbox, or a deployment's npm run build)
 *   SIZE_BUDGET_KB=120      budget in KB (default 120, the speed target of issue 3)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string };

const outDir = process.env.OUT_DIR ?? 'dist';
const budgetKb = Number(process.env.SIZE_BUDGET_KB ?? 120);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

const LANDING_ROUTE = 'src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/index.tsx';

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
// autoCodeSplitting names the lazy component chunk after the route file with a query suffix.
const landingKeys = Object.keys(manifest).filter((k) => k.startsWith(LANDING_ROUTE));
if (landingKeys.length === 0) throw new Error(`no chunk for ${LANDING_ROUTE} in the Vite manifest`);

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) visit(dep);
};
visit(entryKey);
for (const key of landingKeys) visit(key);

let total = 0;
const rows = [...seen].map((key) => {
  const file = manifest[key]!.file;
  const gz = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  total += gz;
  return { file, kb: (gz / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.kb) - Number(a.kb));
for (const row of rows) console.log(`${row.kb.padStart(7)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(`landing route JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB)`);
if (totalKb > budgetKb) {
  console.error(`over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
