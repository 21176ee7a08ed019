/**
 * Prints, per screen of a link, the gzip size (level 9) of the JavaScript a worker's browser loads
 * to show that screen opened directly (a reload, a resumed link), then the whole flow's, and
 * fails when any is over its budget. The pure part is scripts/size-budgets.ts.
 *   npm run size                (after npm run build:sandbox, or a deployment's npm run build)
 *   SIZE_BUDGET_KB=123          the landing's budget (the speed target, 110, is printed beside it)
 *   SIZE_FLOW_BUDGET_KB=300     the whole flow's budget (the speed target, 250, is printed beside it)
 *   SIZE_VERBOSE=1              also lists each screen's files
 *   OUT_DIR=dist                the build to measure
 *
 * A budget guards against growth; it does not record a figure. Each is the screen's size when it
 * was set plus a margin (2 KB; 0.5 to 1.5 KB for the two small shared rows), rounded up. Move one
 * only in the commit that makes its screen bigger, and say why in that commit's message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRAMES_MANIFEST } from '../src/app/before-app/protocol.ts';
import { chunksBeyondEntry, flowChunks, jsFiles, screenChunks, type Manifest, type ScreenSpec } from './size-budgets.ts';

const LINK = 'src/routes/$slug/{-$slugSeller}/{-$slugSelfService}/';
/** The link's layout route: every screen of a link renders inside it. */
const LAYOUT = `${LINK}route.tsx`;

type Budgeted = ScreenSpec & {
  budgetKb: number;
  target?: number;
  maxFiles?: number;
  /** The frame painted from the phone's copy it also loads where it is not its route's name (src/app/before-app/frames.ts). */ frame?: string;
};

/**
 * Script files a screen opened directly may load (each one a round trip on Slow 4G over HTTP/1.1,
 * and a compile task: scripts/flow-chunks.ts): the most any screen loads today (step 3).
 */
const MAX_FILES = 25;

/**
 * The screens, each with what it loads by `import()` as it opens (read from its code; a module
 * loaded only after a tap is left out here and counted in the whole flow). The wizard's four steps
 * share one route chunk; step 3's form is a lazy chunk of its own. The landing's and the whole
 * flow's budgets (SIZE_BUDGET_KB, SIZE_FLOW_BUDGET_KB) are above their speed targets (110 and
 * 250 KB), which are printed beside them.
 */
const SCREENS: Budgeted[] = [
  { name: 'landing', sources: [LAYOUT, `${LINK}index.tsx`], budgetKb: Number(process.env.SIZE_BUDGET_KB ?? 123), target: 110, maxFiles: 6 },
  // In a tab that has answered 'Continuar como …?', a screen with a frame (src/app/before-app/frames.ts,
  // by its route's name or `frame`) also asks for the two scripts that paint it from the phone's copy.
  { name: 'consulta', sources: [LAYOUT, `${LINK}consulta.tsx`], budgetKb: 139 },
  { name: 'simulacao', sources: [LAYOUT, `${LINK}simulacao.tsx`], budgetKb: 157 },
  // Step 3's form (bank combobox, Pix warning dialog) is a lazy chunk of its own (wizard-screen.tsx):
  // step 3 opened directly renders it; the other steps ask for it after they paint, for the step change.
  ...[1, 4].map((etapa) => ({ name: `dados-pessoais?etapa=${etapa}`, sources: [LAYOUT, `${LINK}dados-pessoais.tsx`], budgetKb: 156 })),
  { name: 'dados-pessoais?etapa=2', sources: [LAYOUT, `${LINK}dados-pessoais.tsx`], frame: 'endereco', budgetKb: 160 },
  { name: 'dados-pessoais?etapa=3', sources: [LAYOUT, `${LINK}dados-pessoais.tsx`], onOpen: ['src/features/proposal/wizard/bank-step.tsx'], budgetKb: 205 },
  { name: 'show-proposal (step 5)', sources: [LAYOUT, `${LINK}show-proposal.tsx`], budgetKb: 145 },
  { name: 'correcao', sources: [LAYOUT, `${LINK}correcao.tsx`], budgetKb: 195 },
  {
    name: 'selfie',
    sources: [LAYOUT, `${LINK}selfie.tsx`],
    // selfie-screen.tsx starts the identity flow from an effect once the proposal has its identity
    // data (the screen's purpose): use-identity-flow.ts imports identity-sdk.ts, whose start imports the package.
    onOpen: ['src/features/identity/identity-sdk.ts', 'node_modules/idpay-b2b-sdk/index.esm.js'],
    budgetKb: 138,
  },
  { name: 'status', sources: [LAYOUT, `${LINK}status.tsx`], budgetKb: 136 },
  { name: "proposal/link ('Etapa Final.')", sources: [LAYOUT, `${LINK}proposal/link.tsx`], budgetKb: 135 },
  { name: 'loading (Corban)', sources: [LAYOUT, `${LINK}loading.tsx`], budgetKb: 136 },
  { name: 'proposal/{id} (Corban)', sources: [LAYOUT, `${LINK}proposal/$id.tsx`], frame: 'proposal', budgetKb: 134 },
  { name: 'onboard', sources: [LAYOUT, `${LINK}onboard.tsx`], budgetKb: 123 },
  // The guide's confirmation dialog's code comes once the guide is idle, not with it.
  { name: 'introducao', sources: [LAYOUT, `${LINK}introducao.tsx`], budgetKb: 144 },
  { name: 'tutorial', sources: [LAYOUT, `${LINK}tutorial.tsx`], budgetKb: 144 },
  { name: 'faq', sources: [LAYOUT, `${LINK}faq.tsx`], budgetKb: 122 },
];

/**
 * Loaded by every screen but not part of its figure above, each row measured beyond the entry and
 * the link's layout, which every screen of a link has loaded (a screen may already hold more of
 * it): what the root layout requests after the screen shows without waiting for it, and what a
 * reopened link holding someone's data shows first.
 */
const SHARED: Budgeted[] = [
  {
    name: '+ every screen, after it shows',
    // privacy-footer-slot.tsx and pwa-host.tsx: once the screen has shown and the page is idle.
    sources: ['src/features/privacy/privacy-footer.tsx', 'src/features/pwa/pwa-start.ts'],
    budgetKb: 8,
  },
  {
    name: "+ 'Continuar como …?' (new tab)",
    // route.tsx: a new tab or the reopened app on a link with someone's data asks first; a reload does not.
    // Its code is asked for by the link's beforeLoad, before the first render that shows it (with
    // `common`, the landing's shared file most screens load), and the question is painted from the
    // phone's copy before it (its frame's two scripts, `frame`).
    sources: ['src/features/privacy/who-is-there.tsx'],
    frame: 'question',
    budgetKb: 6,
  },
];

/**
 * Lazy modules of the app that load on a later event only (a toast, an update waiting, a creation
 * sent after it was handed to the service worker: api/client sentOnceIfHanded, 'Limpar meus dados'
 * tapped in another tab: privacy-footer-slot's wipe; the footer's own chunk carries it too).
 */
const ALSO_IN_FLOW = [
  'src/components/ui/toaster-view.tsx',
  'src/features/pwa/update-prompt.tsx',
  'src/api/handed-over.ts',
  'src/features/privacy/restart-after-wipe.ts',
];
/** Chunks the entry can load that are not a link's flow. */
const OUTSIDE_FLOW = ['src/routes/404.tsx'];

/** The page's first scripts, written inline into index.html (6.3 KB at b369ec2, hand-written). */
const BEFORE_APP_BUDGET_KB = 4.5;
const FLOW_BUDGET_KB = Number(process.env.SIZE_FLOW_BUDGET_KB ?? 300);
const FLOW_TARGET_KB = 250;

const outDir = process.env.OUT_DIR ?? 'dist';
const verbose = process.env.SIZE_VERBOSE === '1';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const gzipBytes = new Map<string, number>();
const gz = (file: string) => {
  let bytes = gzipBytes.get(file);
  if (bytes === undefined) gzipBytes.set(file, (bytes = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length));
  return bytes;
};
const kbOf = (files: string[]) => files.reduce((sum, file) => sum + gz(file), 0) / 1024;
/** Each frame's scripts (scripts/before-app.ts lists them beside Vite's manifest). */
const frameFiles = JSON.parse(readFileSync(join(outDir, FRAMES_MANIFEST), 'utf8')) as Record<string, string[]>;
/** A screen's frame: its `frame`, else its route file's name under the link where a frame has it. */
function frameOf(screen: Budgeted): string[] {
  if (screen.frame) return frameFiles[screen.frame] ?? missing(screen.frame);
  const route = screen.sources
    .find((source) => source !== LAYOUT && source.startsWith(LINK))
    ?.slice(LINK.length)
    .replace(/\.tsx$/, '');
  return (route && frameFiles[route]) || [];
}
const outside = (screens: Budgeted[]) => [...new Set(screens.flatMap(frameOf))].map((file) => file.slice(1));
function missing(frame: string): never {
  throw new Error(`${outDir}/${FRAMES_MANIFEST} has no frame ${frame}`);
}

type Row = { name: string; kb: number; budgetKb: number; target?: number; files: string[]; maxFiles?: number };
const rows: Row[] = [
  ...SCREENS.map((screen) => ({ screen, keys: screenChunks(manifest, screen), maxFiles: screen.maxFiles ?? MAX_FILES })),
  ...SHARED.map((screen) => ({ screen, keys: chunksBeyondEntry(manifest, screen.sources, [LAYOUT]), maxFiles: undefined })),
].map(({ screen, keys, maxFiles }) => {
  const files = [...jsFiles(manifest, keys), ...outside([screen])];
  return { name: screen.name, kb: kbOf(files), budgetKb: screen.budgetKb, target: screen.target, files, maxFiles };
});
// index.html's own scripts (src/app/before-app: boot.ts in <head>, paint-index-frame.ts after the frames), written inline: every page runs them first.
const inlineScripts = [...readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
rows.push({
  name: "+ index.html's own scripts",
  kb: gzipSync(inlineScripts.join('\n'), { level: 9 }).length / 1024,
  budgetKb: BEFORE_APP_BUDGET_KB,
  files: [],
});
const flowFiles = [...jsFiles(manifest, flowChunks(manifest, [...SCREENS, ...SHARED], ALSO_IN_FLOW, OUTSIDE_FLOW)), ...outside(SCREENS)];
rows.push({ name: 'whole flow', kb: kbOf(flowFiles), budgetKb: FLOW_BUDGET_KB, target: FLOW_TARGET_KB, files: flowFiles });

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'screen (opened directly)'.padEnd(width)}  KB gzip  files  budget`);
for (const [i, row] of rows.entries()) {
  if (i === rows.length - 1) console.log('-'.repeat(width + 33));
  const ok = row.kb <= row.budgetKb && row.files.length <= (row.maxFiles ?? Infinity) ? 'ok' : 'OVER';
  const target = row.target === undefined ? '' : `  (target ${row.target})`;
  console.log(
    `${row.name.padEnd(width)}  ${row.kb.toFixed(1).padStart(7)}  ${String(row.files.length).padStart(5)}  ${String(row.budgetKb).padStart(6)}  ${ok}${target}`,
  );
  if (verbose) for (const file of row.files) console.log(`${''.padEnd(width)}  ${(gz(file) / 1024).toFixed(1).padStart(7)}  ${file}`);
}
const over = rows.filter((row) => row.kb > row.budgetKb);
const tooMany = rows.filter((row) => row.files.length > (row.maxFiles ?? Infinity));
for (const row of over)
  console.error(`${row.name}: ${row.kb.toFixed(1)} KB gzip, over its ${row.budgetKb} KB budget by ${(row.kb - row.budgetKb).toFixed(1)} KB`);
for (const row of tooMany) console.error(`${row.name}: ${row.files.length} script files, more than ${row.maxFiles} (scripts/flow-chunks.ts)`);
if (over.length > 0 || tooMany.length > 0) process.exit(1);
