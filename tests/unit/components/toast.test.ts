import { describe, expect, it } from 'vitest';
import { repeatsVisible } from '../../../src/components/ui/toast-repeat';

describe('repeatsVisible (issue 16: two identical Proposta concluída! toasts)', () => {
  const done = { title: 'Proposta concluída!', description: 'Sua proposta foi enviada com sucesso.', type: 'success' as const };

  it('should find a toast with the same title, description and type on screen', () => {
    expect(repeatsVisible(done, [{ id: 'x', ...done }] as never)).toBe(true);
    expect(repeatsVisible({ title: 'Erro' }, [{ title: 'Erro', type: 'info' }])).toBe(true);
  });

  it('should let a different toast through, and any toast once the screen has none', () => {
    expect(repeatsVisible(done, [])).toBe(false);
    expect(repeatsVisible(done, [{ ...done, description: 'Outra' }])).toBe(false);
    expect(repeatsVisible(done, [{ ...done, type: 'error' }])).toBe(false);
    expect(repeatsVisible({ title: 'Erro', description: 'A' }, [{ title: 'Erro', type: 'info' }])).toBe(false);
  });
});
