/**
 * Draws the authorisation guide's step images (public/tutorial/{zipdin,qitech}/01.svg … 11.svg):
 * a phone showing the FGTS app screen of each step, with the thing to tap ringed in orange.
 *
 *   npx tsx tests/unit/authorization-guide/draw-tutorial.ts      (rewrites the files)
 *
 * The committed SVGs are this file's output; tutorial-images.test.ts fails when they drift, so a
 * change of wording (a partner's name, a menu label) is made here and the files redrawn. The app
 * screens are illustrations, not copies of the real app: plausible labels, no third-party logos.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../../src/features/authorization-guide/image-size';
import { QITECH_LEGAL_NAME, ZIPDIN_LEGAL_NAME } from '../../../src/features/authorization-guide/steps';

const BLUE = '#1e5aa8';
const ORANGE = '#e07800';
const GREEN = '#2f855a';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text lines starting at (x, y), `gap` apart; `cls` picks a style from the sheet below. */
const text = (x: number, y: number, lines: string[], cls = 't', gap = 12) =>
  `<text x="${x}" y="${y}" class="${cls}">${lines.map((l, i) => (i === 0 ? esc(l) : `<tspan x="${x}" dy="${gap}">${esc(l)}</tspan>`)).join('')}</text>`;

const ring = (x: number, y: number, w: number, h: number) => `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" rx="9" class="ring"/>`;

/** The phone: body, screen, status bar. Screens draw inside x 7–193, y 30–353. */
const phone = (body: string, screenFill = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">` +
  '<style>text{font-family:Arial,Helvetica,sans-serif;fill:#1f2937;font-size:10px}' +
  '.h{fill:#fff;font-size:11px;font-weight:700}.b{font-weight:700}.s{font-size:8px;fill:#4b5563}' +
  '.w{fill:#fff;font-weight:700}.c{text-anchor:middle}.k{fill:#d1d5db}' +
  `.ring{fill:none;stroke:${ORANGE};stroke-width:3}.f{fill:#fff;stroke:#cbd5e1}</style>` +
  `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" rx="28" fill="#1f2937"/>` +
  `<rect x="7" y="7" width="186" height="346" rx="22" fill="${screenFill}"/>` +
  '<rect x="80" y="13" width="40" height="8" rx="4" fill="#1f2937"/>' +
  '<text x="22" y="22" class="s b">9:41</text>' +
  body +
  '</svg>';

/** The app's top bar with a back chevron (except on its home screen). */
const header = (title: string, back = true) =>
  `<rect x="7" y="30" width="186" height="38" fill="${BLUE}"/>` +
  (back ? '<path d="M22 43l-6 6 6 6" fill="none" stroke="#fff" stroke-width="2"/>' : '') +
  text(back ? 32 : 18, 53, [title], 'h');

/** A tappable row: label lines, a chevron, optionally ringed. */
const row = (y: number, lines: string[], highlighted = false) => {
  const h = 16 + lines.length * 12;
  return (
    `<rect x="16" y="${y}" width="168" height="${h}" rx="6" class="f"/>` +
    text(26, y + 18, lines, highlighted ? 't b' : 't') +
    `<path d="M168 ${y + h / 2 - 5}l5 5-5 5" fill="none" stroke="#6b7280" stroke-width="1.5"/>` +
    (highlighted ? ring(16, y, 168, h) : '')
  );
};

const button = (y: number, label: string, highlighted = true) =>
  `<rect x="24" y="${y}" width="152" height="30" rx="15" fill="${BLUE}"/>` + text(100, y + 19, [label], 'w c') + (highlighted ? ring(24, y, 152, 30) : '');

const field = (y: number, label: string, value: string, highlighted = false) =>
  text(20, y, [label], 's') +
  `<rect x="16" y="${y + 5}" width="168" height="26" rx="5" class="f"/>` +
  text(24, y + 22, [value]) +
  (highlighted ? ring(16, y + 5, 168, 26) : '');

const search = (query: string, highlighted = false) =>
  `<rect x="16" y="80" width="168" height="28" rx="14" class="f"/>` +
  '<circle cx="31" cy="93" r="5" fill="none" stroke="#6b7280" stroke-width="1.5"/><path d="M35 97l4 4" stroke="#6b7280" stroke-width="1.5"/>' +
  text(44, 98, [query], 't b') +
  (highlighted ? ring(16, 80, 168, 28) : '');

/** A result with a radio button, the partner's legal name on two lines. */
const result = (y: number, lines: string[], selected: boolean) =>
  `<rect x="16" y="${y}" width="168" height="44" rx="6" class="f"/>` +
  `<circle cx="30" cy="${y + 22}" r="6" fill="#fff" stroke="${BLUE}" stroke-width="1.5"/>` +
  (selected ? `<circle cx="30" cy="${y + 22}" r="3" fill="${BLUE}"/>` : '') +
  text(42, y + 19, lines, 't b', 11) +
  (selected ? ring(16, y, 168, 44) : '');

/** An authorised institution: name and a green 'Autorizada' badge. */
const authorised = (y: number, lines: string[]) =>
  `<rect x="16" y="${y}" width="168" height="52" rx="6" class="f"/>` +
  text(26, y + 17, lines, 't b', 11) +
  `<circle cx="31" cy="${y + 40}" r="5" fill="${GREEN}"/><path d="M28.5 ${y + 40}l2 2 3.5-4" fill="none" stroke="#fff" stroke-width="1.5"/>` +
  `<text x="40" y="${y + 43}" class="s b" style="fill:${GREEN}">Autorizada</text>`;

const keyboard = () => {
  // Rounded at the bottom like the screen it sits on.
  let keys = '<path d="M7 258H193V331a22 22 0 0 1-22 22H29a22 22 0 0 1-22-22Z" fill="#e5e7eb"/>';
  for (let r = 0; r < 3; r += 1)
    for (let c = 0; c < 10 - r; c += 1) keys += `<rect x="${12 + r * 8 + c * 17.5}" y="${268 + r * 24}" width="15" height="19" rx="3" fill="#fff"/>`;
  return keys;
};

const ZIPDIN_LINES = splitName(ZIPDIN_LEGAL_NAME, 'SCD');
const QITECH_LINES = splitName(QITECH_LEGAL_NAME, 'DIRETO');

/** Breaks a legal name before `word` so it fits the phone's width on two lines. */
function splitName(name: string, word: string): string[] {
  const at = name.indexOf(` ${word}`);
  return at < 0 ? [name] : [name.slice(0, at), name.slice(at + 1)];
}

const SCREENS = {
  homeScreen: () => {
    let icons = '';
    for (let r = 0; r < 4; r += 1)
      for (let c = 0; c < 4; c += 1)
        if (!(r === 1 && c === 2)) icons += `<rect x="${22 + c * 42}" y="${60 + r * 58}" width="30" height="30" rx="8" class="k"/>`;
    return phone(
      icons +
        `<rect x="106" y="118" width="30" height="30" rx="8" fill="${BLUE}"/>` +
        text(121, 137, ['FGTS'], 'w c') +
        text(121, 160, ['FGTS'], 's b c') +
        `<circle cx="121" cy="138" r="26" class="ring"/>`,
      '#eef2f7',
    );
  },
  login: () =>
    phone(
      header('FGTS', false) +
        text(100, 100, ['Acesse sua conta'], 'b c') +
        field(126, 'CPF', '000.000.000-00') +
        field(176, 'Senha', '••••••••') +
        button(232, 'Entrar'),
    ),
  appHome: () =>
    phone(
      header('FGTS', false) +
        `<rect x="16" y="80" width="168" height="48" rx="8" fill="#eef2f7"/>` +
        text(26, 98, ['Saldo total'], 's') +
        text(26, 116, ['R$ •••••'], 'b') +
        row(140, ['Meus saques']) +
        row(180, ['Saque-Aniversário'], true) +
        row(220, ['Minhas contas']) +
        row(260, ['Extrato']),
    ),
  birthdayMenu: () =>
    phone(
      header('Saque-Aniversário') +
        row(84, ['Alterar modalidade de saque']) +
        row(124, ['Autorizar bancos a', 'consultarem seu FGTS'], true) +
        row(176, ['Consultar datas e valores']),
    ),
  authorizeMenu: () =>
    phone(
      header('Autorizar bancos') +
        text(20, 92, ['Escolha a modalidade:'], 's') +
        row(102, ['Empréstimo', 'Saque-Aniversário'], true) +
        row(154, ['Consultar autorizações']),
    ),
  institutions: (list: string[][], highlightAdd: boolean) =>
    phone(
      header('Empréstimo Saque-Aniv.') +
        text(20, 92, ['Instituições autorizadas'], 'b') +
        (list.length === 0 ? text(20, 112, ['Nenhuma instituição autorizada.'], 's') : list.map((lines, i) => authorised(102 + i * 60, lines)).join('')) +
        button(290, 'Adicionar instituição', highlightAdd),
    ),
  searching: (query: string) =>
    phone(header('Adicionar instituição') + search(`${query}|`, true) + text(20, 128, ['Digite o nome da instituição'], 's') + keyboard()),
  results: (query: string, lines: string[]) =>
    phone(header('Adicionar instituição') + search(query) + text(20, 128, ['1 resultado'], 's') + result(136, lines, true)),
  confirm: (lines: string[]) =>
    phone(
      header('Confirmar autorização') +
        text(20, 92, ['Instituição'], 's') +
        text(20, 106, lines, 'b', 11) +
        text(20, 140, ['Modalidade'], 's') +
        text(20, 154, ['Empréstimo Saque-Aniversário'], 'b') +
        `<rect x="16" y="178" width="12" height="12" rx="2" fill="${BLUE}"/><path d="M19 184l2 2 4-4" fill="none" stroke="#fff" stroke-width="1.5"/>` +
        text(34, 188, ['Li e concordo com os termos'], 's') +
        button(232, 'Confirmar'),
    ),
  done: () =>
    phone(
      header('Empréstimo Saque-Aniv.') +
        `<circle cx="100" cy="140" r="34" fill="${GREEN}"/><path d="M84 140l11 11 21-22" fill="none" stroke="#fff" stroke-width="6"/>` +
        text(100, 200, ['Instituição autorizada', 'com sucesso!'], 'b c', 14) +
        button(250, 'OK', false),
    ),
};

const COMMON = [SCREENS.homeScreen, SCREENS.login, SCREENS.appHome, SCREENS.birthdayMenu, SCREENS.authorizeMenu, () => SCREENS.institutions([], true)];

/** File name (relative to public/tutorial) → SVG text, in step order. */
export function drawTutorial(): Record<string, string> {
  const sets = {
    zipdin: [
      ...COMMON,
      () => SCREENS.searching('ZIPDIN'),
      () => SCREENS.results('ZIPDIN', ZIPDIN_LINES),
      () => SCREENS.confirm(ZIPDIN_LINES),
      SCREENS.done,
      () => SCREENS.institutions([ZIPDIN_LINES], false),
    ],
    qitech: [
      ...COMMON,
      () => SCREENS.results('QI', QITECH_LINES),
      () => SCREENS.confirm(QITECH_LINES),
      () => SCREENS.results('ZIPDIN', ZIPDIN_LINES),
      () => SCREENS.confirm(ZIPDIN_LINES),
      () => SCREENS.institutions([QITECH_LINES, ZIPDIN_LINES], false),
    ],
  };
  const files: Record<string, string> = {};
  for (const [folder, screens] of Object.entries(sets)) {
    screens.forEach((draw, i) => {
      files[`${folder}/${String(i + 1).padStart(2, '0')}.svg`] = `${draw()}\n`;
    });
  }
  return files;
}

export const TUTORIAL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/tutorial');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [name, svg] of Object.entries(drawTutorial())) {
    const file = join(TUTORIAL_DIR, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  console.log(`drew ${Object.keys(drawTutorial()).length} images in ${TUTORIAL_DIR}`);
}
