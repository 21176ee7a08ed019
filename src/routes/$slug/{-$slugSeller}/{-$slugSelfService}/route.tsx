import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { linkConfigQuery } from '../../../../api/operations/get-link-config';
import { flowBase } from '../../../../lib/flow/flow-path';
import { flowKey, type FlowState } from '../../../../lib/flow/flow-state';
import { canonicalLinkPath, firstScreenOf, flowOfChild, splitLinkPath } from '../../../../lib/flow/flows';
import { answer, whoToAsk } from '../../../../lib/flow/who-is-there';
import { guardRedirect } from '../../../../lib/flow/guards';
import { getDraft } from '../../../../lib/storage/draft-store';
import { loadedWhoIsThere, loadWhoIsThere } from '../../../../features/privacy/load-who-is-there';
import { QuestionCopy } from '../../../../features/privacy/question-copy';

/**
 * Every screen of a link (`/{slug}[/{seller}[/{selfService}]]/…`) hangs from here: a screen's name
 * in another case is replaced by its own address (`/demo/Onboard` → `/demo/onboard`), the guards run
 * before a screen loads (lib/flow/guards: no lead, no CPF, no proposal), and the link's
 * configuration starts loading with the first screen without holding it back (the landing's form
 * paints before it arrives).
 */
export const Route = createFileRoute('/$slug/{-$slugSeller}/{-$slugSelfService}')({
  beforeLoad: async ({ params, location }) => {
    // `/demo/FAQ` (the spec's spelling) is the FAQ, at its one address `/demo/faq`.
    const canonical = canonicalLinkPath(location.pathname);
    if (canonical !== null) throw redirect({ href: `${canonical}${location.searchStr}`, replace: true });
    const base = flowBase(params);
    const child = splitLinkPath(location.pathname)?.child ?? '';
    // The drafts are loaded before the router's first load (app/app.tsx), so this reads the worker's state.
    const target = guardRedirect(child, getDraft<FlowState>(flowKey(base)));
    if (target !== null) throw redirect({ href: target === '' ? base : `${base}/${target}`, replace: true });
    // The question's code before the first render that shows it.
    if (whoToAsk(base)) await loadWhoIsThere();
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(linkConfigQuery(params));
  },
  component: LinkLayout,
});

// Shown only when a new session finds someone's data on the link (features/privacy/load-who-is-there).
const WhoIsThereLazy = lazy(loadWhoIsThere);

/**
 * Spec section 2, landing: a link the BFF has no configuration for (404) sends the worker to /404
 * (replace). Only the self-service flow needs one: a Corban link is consulted by its slugs.
 */
function LinkLayout() {
  const params = Route.useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useQuery(linkConfigQuery(params));
  const link = splitLinkPath(pathname);
  const base = flowBase(params);
  // A new session on a link that holds someone's data asks who is there first (lib/flow/who-is-there).
  const [answered, setAnswered] = useState<string | null>(null);
  const ask = useMemo(() => (answered === base ? null : whoToAsk(base)), [answered, base]);
  if (config.data === null && link && flowOfChild(link.child) === 'selfService') return <Navigate to="/404" replace />;
  if (ask) {
    // Nothing of the screen shows until the question is answered (the fallback is empty, and rare:
    // the link's load waited for the question's code).
    const WhoIsThere = loadedWhoIsThere() ?? WhoIsThereLazy;
    return (
      <Suspense fallback={null}>
        <WhoIsThere
          base={base}
          firstName={ask.firstName}
          onAnswered={async (other) => {
            answer(base);
            if (other) await navigate({ to: firstScreenOf(pathname), replace: true });
            setAnswered(base);
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      <QuestionCopy />
      <Outlet />
    </>
  );
}
