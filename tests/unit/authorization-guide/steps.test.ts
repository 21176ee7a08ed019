import { describe, expect, it } from 'vitest';
import { GUIDE_STEP_COUNT, guideSteps } from '../../../src/features/authorization-guide/steps';

describe('guideSteps', () => {
  for (const [processor, folder] of [
    ['ZIPDIN', 'zipdin'],
    ['QITECH', 'qitech'],
  ] as const) {
    it(`should give 11 images of ${folder} with 'Passo N de 11: …' alt texts`, () => {
      const steps = guideSteps(processor);
      expect(GUIDE_STEP_COUNT).toBe(11);
      expect(steps).toHaveLength(11);
      steps.forEach((step, i) => {
        expect(step.src).toBe(`/tutorial/${folder}/${String(i + 1).padStart(2, '0')}.svg`);
        expect(step.alt).toBe(`Passo ${i + 1} de 11: ${step.caption}`);
        expect(step.caption.length).toBeGreaterThan(10);
      });
    });
  }
  it('should walk the ZIPDIN set through searching and selecting ZIPDIN', () => {
    const text = guideSteps('ZIPDIN')
      .map((s) => s.caption)
      .join(' ');
    expect(text).toContain('ZIPDIN SOLUCOES DIGITAIS SCD S.A.');
    expect(text).not.toContain('QI SOCIEDADE');
  });
  it('should walk the QI Tech set through authorising both partners', () => {
    const text = guideSteps('QITECH')
      .map((s) => s.caption)
      .join(' ');
    expect(text).toContain('QI SOCIEDADE DE CRÉDITO DIRETO S.A.');
    expect(text).toContain('ZIPDIN SOLUCOES DIGITAIS SCD S.A.');
  });
});
