import { describe, expect, it } from 'vitest';
import type { SelfServiceConfig } from '../../../src/api/operations/get-link-config';
import { authorizeInstruction, confirmQuestion, guideProcessor, partnersFor } from '../../../src/features/authorization-guide/processor';

const config = (processor: string) => ({ product: { id: 'p', name: 'X', processor: { name: processor } } }) as unknown as SelfServiceConfig;

describe('guideProcessor', () => {
  it('should return QITECH when the product is processed by QI Tech (ZERO TAC too)', () => {
    expect(guideProcessor(config('QITECH'))).toBe('QITECH');
  });
  it('should return ZIPDIN for a ZIPDIN product', () => {
    expect(guideProcessor(config('ZIPDIN'))).toBe('ZIPDIN');
  });
  it('should fall back to ZIPDIN › while loading, on 404 (null) and for an unknown processor', () => {
    expect(guideProcessor(undefined)).toBe('ZIPDIN');
    expect(guideProcessor(null)).toBe('ZIPDIN');
    expect(guideProcessor(config('OUTRO'))).toBe('ZIPDIN');
  });
});

describe('partnersFor', () => {
  it('should ask for ZIPDIN alone on a ZIPDIN product', () => {
    expect(partnersFor('ZIPDIN')).toEqual(['ZIPDIN']);
  });
  it('should ask for ZIPDIN and QI Tech on a QI Tech product, because the balance query goes through ZIPDIN', () => {
    expect(partnersFor('QITECH')).toEqual(['ZIPDIN', 'QI Tech']);
  });
});

describe('confirmQuestion', () => {
  it('should use the spec text for one partner', () => {
    expect(confirmQuestion('ZIPDIN')).toBe('Você já aprovou a bancarizadora ZIPDIN?');
  });
  it('should use the spec text for two partners', () => {
    expect(confirmQuestion('QITECH')).toBe('Você já autorizou as seguintes bancarizadoras? ZIPDIN e QI Tech?');
  });
});

describe('authorizeInstruction', () => {
  it('should name the partner(s) to authorise in the FGTS app', () => {
    expect(authorizeInstruction('ZIPDIN')).toContain('autorize a bancarizadora ZIPDIN no aplicativo FGTS');
    expect(authorizeInstruction('QITECH')).toContain('autorize as bancarizadoras ZIPDIN e QI Tech no aplicativo FGTS');
  });
});
