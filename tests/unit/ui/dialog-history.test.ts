import { createMemoryHistory, type AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { dialogEntries } from '../../../src/components/ui/dialog-history';

/** Vitest's asymmetric matcher is typed `any`; to an assertion it is a value that matches. */
const anyString: unknown = expect.any(String);

/** A router as far as dialog entries use it: its history, and navigate writing into it. */
function setup(entries: string[] = ['/demo/consulta', '/demo/simulacao']) {
  const history = createMemoryHistory({ initialEntries: entries });
  const router = {
    history,
    navigate: ({ href, state, replace }: { href: string; state?: object; replace?: boolean }) =>
      replace ? history.replace(href, state) : history.push(href, state),
  } as unknown as AnyRouter;
  return { history, dialogs: dialogEntries(router), here: () => history.location };
}

describe('dialog entries (Back closes a dialog first)', () => {
  it('should push an entry of the same address over the screen, with its state, when a dialog opens', () => {
    const { history, dialogs, here } = setup();
    history.replace('/demo/dados-pessoais?etapa=3', { wizardFrom: 2 });
    dialogs.add(() => {});
    expect(here().href).toBe('/demo/dados-pessoais?etapa=3');
    expect(here().state).toMatchObject({ wizardFrom: 2, dialogEntry: anyString, __TSR_index: 2 });
  });

  it('should close the dialog on Back and stay on its screen', () => {
    const { history, dialogs, here } = setup();
    const onBack = vi.fn();
    dialogs.add(onBack);
    history.back();
    expect(onBack).toHaveBeenCalledOnce();
    expect(here().pathname).toBe('/demo/simulacao');
    expect(here().state.dialogEntry).toBeUndefined();
    // Its entry is gone from the dialogs: a later close takes nothing back.
    history.back();
    expect(here().pathname).toBe('/demo/consulta');
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('should take its entry back when closed by its buttons, so the next Back leaves the screen', () => {
    const { history, dialogs, here } = setup();
    const onBack = vi.fn();
    const token = dialogs.add(onBack);
    dialogs.remove(token);
    expect(here().pathname).toBe('/demo/simulacao');
    expect(here().state.dialogEntry).toBeUndefined();
    expect(onBack).not.toHaveBeenCalled();
    history.back();
    expect(here().pathname).toBe('/demo/consulta');
  });

  it("should replace the dialog's entry with a screen opened from it: Back returns to the screen under the dialog", () => {
    const { history, dialogs, here } = setup(['/demo', '/demo/tutorial']);
    const token = dialogs.add(() => {});
    history.push('/demo/consulta');
    dialogs.remove(token); // the dialog goes with its screen: nothing to take back
    expect(here().pathname).toBe('/demo/consulta');
    history.back();
    expect(here().pathname).toBe('/demo/tutorial');
    expect(here().state.dialogEntry).toBeUndefined();
    history.back();
    expect(here().pathname).toBe('/demo');
  });

  it('should close every dialog above the entry Back lands on, the newest first', () => {
    const { history, dialogs } = setup();
    const closed: string[] = [];
    dialogs.add(() => closed.push('outer'));
    dialogs.add(() => closed.push('inner'));
    history.back();
    expect(closed).toEqual(['inner']);
    history.back();
    expect(closed).toEqual(['inner', 'outer']);
  });

  it('should treat an entry a dialog left before a reload as an ordinary entry of its screen', () => {
    const { history, dialogs, here } = setup();
    history.replace('/demo/simulacao', { dialogEntry: 'from-before-the-reload' });
    void dialogs;
    history.push('/demo/dados-pessoais?etapa=1');
    history.back();
    expect(here().state.dialogEntry).toBe('from-before-the-reload');
  });
});
