import { afterEach, describe, expect, it } from 'vitest';
import { connectToaster, dismissToast, showToast } from '../../../src/components/ui/toast';

let disconnect = () => {};
afterEach(() => disconnect());

describe('toasts of an event (one toast per event; a later state takes it away)', () => {
  it('takes a dismissed event out of the queue before the toaster has loaded, and leaves the others', () => {
    showToast({ id: 'proposal-created', title: 'Proposta concluída!' });
    showToast({ title: 'Dados apagados deste aparelho.' });
    dismissToast('proposal-created');
    const seen: unknown[] = [];
    disconnect = connectToaster(
      (toast) => seen.push(toast),
      (event) => seen.push({ dismissed: event }),
    );
    expect(seen).toEqual([{ title: 'Dados apagados deste aparelho.', type: 'info', duration: 5000 }]);
  });

  it('passes the event and its dismissal to the toaster once it is there', () => {
    const seen: unknown[] = [];
    disconnect = connectToaster(
      (toast) => seen.push(toast),
      (event) => seen.push({ dismissed: event }),
    );
    showToast({ id: 'proposal-created', title: 'Proposta concluída!', type: 'success' });
    dismissToast('proposal-created');
    expect(seen).toEqual([{ id: 'proposal-created', title: 'Proposta concluída!', type: 'success', duration: 5000 }, { dismissed: 'proposal-created' }]);
  });
});
