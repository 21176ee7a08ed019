import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../../../src/lib/flow/flows';

const ROUTES = 'src/routes/$slug/{-$slugSeller}/{-$slugSelfService}';

describe('STAGES', () => {
  it.each(Object.entries(STAGES))('should render the screen of %s from features/%s', (screen, stage) => {
    const file = `${ROUTES}/${screen === '' ? 'index' : screen}.tsx`;
    const source = readFileSync(file, 'utf8');
    const imported = [...source.matchAll(/from '[./]*\/features\/([^']+)\/[^/']+'/g)].map((match) => match[1]);
    expect(imported).toContain(stage);
  });
});
