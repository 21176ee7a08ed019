import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, connectToaster, showToast, type ToastInput } from '../../../src/components/ui/toast';

describe('showToast', () => {
  let shown: ToastInput[];
  let disconnect: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    shown = [];
    disconnect = connectToaster((toast) => shown.push(toast));
  });
  afterEach(() => {
    disconnect();
    vi.setSystemTime(Date.now() + 60_000);
    vi.useRealTimers();
  });

  it('should show an identical toast once while it is on screen (issue 16: two identical Proposta concluída!)', () => {
    showToast({ title: 'Proposta concluída!', description: 'Sua proposta foi enviada com sucesso.', type: 'success' });
    showToast({ title: 'Proposta concluída!', description: 'Sua proposta foi enviada com sucesso.', type: 'success' });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ duration: TOAST_DURATION_MS });
  });

  it('should show it again once the first has gone, and show different toasts side by side', () => {
    showToast({ title: 'Erro', description: 'A' });
    showToast({ title: 'Erro', description: 'B' });
    showToast({ title: 'Erro', description: 'A', type: 'error' });
    expect(shown).toHaveLength(3);
    vi.setSystemTime(Date.now() + TOAST_DURATION_MS);
    showToast({ title: 'Erro', description: 'A' });
    expect(shown).toHaveLength(4);
  });
});
