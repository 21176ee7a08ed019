import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingShell } from '../../../src/features/landing/landing-shell';

const SHELL = /<template id="landing-shell">([\s\S]*?)<\/template>/;

describe('index.html landing shell', () => {
  it('should be the markup React renders for the landing hero › so the first paint is not replaced by a different one', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const shell = SHELL.exec(html)?.[1]?.trim();
    // On failure, paste the received markup into index.html's <template id="landing-shell">.
    // React 19 hoists a preload link for the logo when rendering to a string: not part of the page.
    const rendered = renderToStaticMarkup(<LandingShell />).replace(/^<link rel="preload"[^>]*\/>/, '');
    expect(shell).toBe(rendered);
  });
});
