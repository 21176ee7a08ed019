import { describe, expect, it } from 'vitest';
import { CPF_SCENARIOS, ALL_STATUSES } from '../../../openapi/sandbox/scenarios.ts';

/** Independent modulo-11 check (not the sandbox's own), so a bug there cannot hide here. */
function passesModulo11(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || new Set(cpf).size === 1) return false;
  const digits = [...cpf].map(Number);
  const verifier = (length: number) => {
    const total = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = total % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return verifier(9) === digits[9] && verifier(10) === digits[10];
}

describe('test CPF table', () => {
  it.each(CPF_SCENARIOS.map((s) => [s.cpf, s.description]))('%s passes the modulo-11 check (%s)', (cpf) => {
    expect(passesModulo11(cpf)).toBe(true);
  });

  it('has distinct CPFs', () => {
    expect(new Set(CPF_SCENARIOS.map((s) => s.cpf)).size).toBe(CPF_SCENARIOS.length);
  });

  it('has one CPF for each of the 18 statuses', () => {
    expect(ALL_STATUSES).toHaveLength(18);
    for (const status of ALL_STATUSES) expect(CPF_SCENARIOS.some((s) => s.finalStatus === status)).toBe(true);
  });

  it('the independent check rejects broken CPFs', () => {
    expect(passesModulo11('52998224725')).toBe(true);
    expect(passesModulo11('52998224724')).toBe(false);
    expect(passesModulo11('11111111111')).toBe(false);
  });
});
