import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAINTED_FRAMES } from '../../../src/app/painted-frames';
import { FONT_LATER_ATTRIBUTE } from '../../../src/theme/fonts';
import { askedKey } from '../../../src/lib/flow/who-is-there';

const TEMPLATE = /<template id="([\w-]+)">([\s\S]*?)<\/template>/g;
const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const templates = new Map([...html.matchAll(TEMPLATE)].map((m) => [m[1]!, m[2]!.trim()]));

/** What React renders for a frame, as a page shows it (React 19 hoists a preload link for an image when rendering to a string). */
const rendered = (id: string) => renderToStaticMarkup(PAINTED_FRAMES[id]!()).replace(/^<link rel="preload"[^>]*\/>/, '');

describe("index.html's painted frames", () => {
  it('should carry one template per frame the app renders, and no other', () => {
    expect([...templates.keys()].sort()).toEqual(Object.keys(PAINTED_FRAMES).sort());
  });

  for (const id of Object.keys(PAINTED_FRAMES)) {
    it(`should paint in ${id} the markup React renders for it › the first paint is not replaced by a different one`, () => {
      // On failure, paste the received markup into index.html's <template id="…">.
      expect(templates.get(id)).toBe(rendered(id));
    });
  }

  it("should paint each wizard step's own progress and heading", () => {
    expect(rendered('step-1-shell')).toContain('<h1 class="fs_2xl fw_bold">Dados Pessoais</h1>');
    expect(rendered('step-4-shell')).toContain('<h1 class="fs_2xl fw_bold">Revisar Proposta</h1>');
    expect(rendered('step-4-shell')).toContain('Confirmação (etapa atual)');
    expect(rendered('loading-shell')).toContain('Carregando...');
  });

  it("should read the key a tab notes its answer to 'Continuar como …?' under, as the app writes it", () => {
    expect(html).toContain(`sessionStorage.getItem('${askedKey('')}' + link)`);
  });

  it("should draw the frames in Lexend's stand-ins from the page's first script, and never hide their text for the web font", () => {
    // Set in <head> before anything is drawn; the stylesheet's rule for it is panda.config.ts's.
    expect(html).toContain(`document.documentElement.setAttribute('${FONT_LATER_ATTRIBUTE}', '');`);
    expect(html).not.toMatch(/data-font-pending|fonts\.load|rel = 'preload'/);
    expect(rendered('onboard-shell')).toMatch(/^<main [^>]*><img [^>]*\/><div [^>]*><h1 /);
  });
});
