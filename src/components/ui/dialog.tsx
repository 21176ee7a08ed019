import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { dialogEntries } from './dialog-history';

/**
 * While `open`, Back closes: `close` runs instead of the page going back (see dialog-history.ts).
 * When `close` does not close (a dialog busy deleting data), the next Back is caught again.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const router = useRouter();
  const onBack = useEffectEvent(close);
  const [armed, rearm] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!open) return;
    const entries = dialogEntries(router);
    const token = entries.add(() => {
      onBack();
      rearm();
    });
    return () => entries.remove(token);
  }, [open, armed, router]);
}

/**
 * Ark's Dialog.Root, for every dialog of the app: Android's Back closes it first, as a tap on its
 * close button would (`onOpenChange` with `open: false`), and leaves the screen under it where it
 * was. A dialog that must be answered (closeOnEscape false) says in `onOpenChange` what Back means.
 */
function Root(props: ArkDialog.RootProps) {
  const { open: controlled, defaultOpen = false, onOpenChange } = props;
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const change = (details: ArkDialog.OpenChangeDetails) => {
    setOwn(details.open);
    onOpenChange?.(details);
  };
  useBackCloses(open, () => change({ open: false }));
  return <ArkDialog.Root {...props} open={open} onOpenChange={change} />;
}

export const Dialog = {
  Root,
  Backdrop: ArkDialog.Backdrop,
  Positioner: ArkDialog.Positioner,
  Content: ArkDialog.Content,
  Title: ArkDialog.Title,
  Description: ArkDialog.Description,
  CloseTrigger: ArkDialog.CloseTrigger,
};
