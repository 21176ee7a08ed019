import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { showToast } from '../../components/ui/toast';
import { onWipeElsewhere } from '../../lib/privacy/wipe-channel';
import { whenIdle } from '../../lib/when-idle';

const loadFooter = () => import('./privacy-footer');

/**
 * 'Limpar meus dados' tapped in another tab of the app: this one drops what it shows and keeps in
 * memory too, and opens its link's first screen, empty, as the tab that wiped did.
 */
function useWipeElsewhere(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onWipeElsewhere(() => {
        import('./restart-after-wipe')
          .then(({ wipeAndRestart }) => wipeAndRestart(queryClient, navigate))
          .then(
            () => showToast({ type: 'success', title: 'Dados apagados deste aparelho.' }),
            // Its storage is the other tab's, already wiped: what is left here is this page's memory.
            () => window.location.reload(),
          );
      }),
    [queryClient, navigate],
  );
}

/**
 * Where 'Limpar meus dados' lives, on every screen, below it. Its code is a chunk of its own (with
 * what it imports, a few files), requested once the screen has shown, its data has answered (at
 * most 5 s) and the page is idle (at most a second later), not by React's first render: on a phone
 * opening a later screen on mobile data, those requests do not compete with the screen's own.
 * Requested that late, it may find the phone offline: the screen goes on without it, and it is
 * asked for again when the connection comes back. What another tab's wipe asks of this one is
 * listened for here, from the first render.
 */
export function PrivacyFooterSlot() {
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  const queryClient = useQueryClient();
  useWipeElsewhere();
  useEffect(() => {
    let live = true;
    const load = () => {
      loadFooter().then(
        (module) => live && setFooter(() => module.default),
        () => live && window.addEventListener('online', load, { once: true }),
      );
    };
    const cancel = whenIdle(load, 1000, queryClient);
    return () => {
      live = false;
      cancel();
      window.removeEventListener('online', load);
    };
  }, [queryClient]);
  return Footer ? <Footer /> : null;
}
