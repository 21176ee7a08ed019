import { describe, expect, it } from 'vitest';
import { withCpf } from '../../../src/features/cpf-entry/with-cpf';
import type { FlowState } from '../../../src/lib/flow/flow-state';

const flow: FlowState = {
  worker: { name: 'MARIA DA SILVA', cpf: '100.000.002-80', phone: '(11) 98765-4321' },
  leadId: 'lead-1',
  solicitationId: 'sol-1',
  maxReleasedAmount: 1234.56,
};

describe('withCpf', () => {
  it('should keep the flow as it is › when the CPF is the stored one', () => {
    expect(withCpf(flow, '100.000.002-80')).toBe(flow);
  });

  it('should drop what belongs to another CPF › when the CPF changes', () => {
    expect(withCpf(flow, '100.000.004-42')).toEqual({
      worker: { name: 'MARIA DA SILVA', cpf: '100.000.004-42', phone: '(11) 98765-4321' },
    });
  });
});
