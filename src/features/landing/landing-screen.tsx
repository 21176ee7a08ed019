import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { linkConfigQuery } from '../../api/operations/get-link-config';
import { isApiError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { FaqLink } from '../../components/ui/faq-link';
import { Page } from '../../components/ui/page';
import { MaskedField } from '../../components/ui/masked-field';
import { TextField } from '../../components/ui/text-field';
import { showToast } from '../../components/ui/toast';
import { slowWaitText, useSlowHint } from '../../components/ui/use-slow-hint';
import { CPF_MASK, maskCpf } from '../../lib/br/cpf';
import { normalizeLandingName } from '../../lib/br/name';
import { PHONE_MASK, completePhone } from '../../lib/br/phone';
import { useAuth } from '../../hooks/use-auth';
import { landingFormKey, landingHandedKey, leadSignature, personOf, type Worker } from '../../lib/flow/flow-state';
import { resumeTarget } from '../../lib/flow/resume';
import { onlyDigits } from '../../lib/br/digits';
import { useDraft } from '../../hooks/use-draft';
import { useLinkConfig } from '../../hooks/use-link-config';
import { flushDrafts, removeDraft } from '../../lib/storage/draft-store';
import { useBranding } from '../../hooks/use-branding';
import { createOnceAcrossTabs } from '../../lib/flow/create-once';
import { createLead } from '../../api/operations/create-lead';
import { canSubmitLanding, landingErrors, passesClickCheck } from './landing-validation';
import { LandingHero } from './landing-hero';
import { landingPageClass } from './landing-styles';
import { SupportButton } from '../../components/ui/support-button';
import { useFlowNavigation, useFlowPath, useFlowState, useHandOverWhilePaused } from '../../hooks/use-flow';

type Touched = Record<keyof Worker, boolean>;

const HANDED_OVER = 'Sem internet. Enviaremos assim que a conexão voltar. Você pode fechar o app: seus dados serão enviados mesmo assim.';
const SLOW_LEAD = slowWaitText('seus dados estão sendo enviados.');

/** Spec section 2, "Landing / identification". Renders at once; the configuration loads alongside. */
export function LandingScreen() {
  const branding = useBranding();
  const { slug, slugSeller, slugSelfService, base } = useFlowPath();
  const { next } = useFlowNavigation();
  const [flow, setFlow] = useFlowState(base);
  const configQuery = linkConfigQuery({ slug, slugSeller, slugSelfService });
  const config = useLinkConfig();
  const queryClient = useQueryClient();
  const [touched, setTouched] = useState<Touched>({ name: false, cpf: false, phone: false });
  const navigate = useNavigate();
  const auth = useAuth();
  // What is typed is kept apart from the identified person's flow state until 'Prosseguir'
  // (lib/flow/person): typing someone else's data never changes the first person's record.
  const [typed, setTyped] = useDraft<Worker | null>(landingFormKey(base), null);
  // Spec section 6: name, phone and CPF are prefilled from the stored user until the worker types.
  const worker: Worker =
    typed ?? (hasTyped(flow.worker) ? flow.worker : { name: auth.user.name, cpf: maskCpf(auth.user.document), phone: completePhone(auth.user.phone) });

  // Only the /404 redirect (in the link's layout route) and the lead's ids wait for the configuration.

  // Offline, the lead waits (TanStack pauses it: isPaused) and is sent once when the connection
  // returns; the button stays disabled meanwhile, so a second tap sends nothing. The data sent is
  // the data tapped (the variables), even if the worker edits the form while waiting.
  const lead = useMutation({
    mutationKey: ['lead', base],
    // The form never waits for the configuration; only the lead's ids do.
    mutationFn: async (submitted: Worker): Promise<{ id: string } | { stage: string }> => {
      // Another person's data on this link is parked and this person's own comes back, with the
      // screen they had reached (lib/flow/person: one person per proposal). Loaded here, online (a
      // paused mutation runs when the connection returns), not with the landing's first paint.
      const { identify } = await import('../../lib/flow/person');
      if ((await identify(base, submitted.cpf)) === 'restored') {
        const stage = resumeTarget(base);
        if (stage) return { stage };
      }
      const cfg = await queryClient.ensureQueryData(configQuery);
      if (!cfg) throw new Error('no self-service configuration');
      const signature = leadSignature(submitted);
      // Another tab of this link may have created the lead for the same data: reuse it.
      return createOnceAcrossTabs({
        lock: 'lead',
        base,
        reuse: (stored) => (stored?.leadId && stored.leadOf === signature ? { id: stored.leadId } : undefined),
        // The same data repeats the same creation (a lost answer, a reload while it was sent).
        idempotentOf: signature,
        create: (idempotencyKey, handedOver) => createLead(submitted, cfg, idempotencyKey, handedOver),
        // The worker data goes with the lead, under the lock: another tab waiting on it finds both.
        record: (stored, { id }) => ({ ...stored, worker: submitted, leadId: id, leadOf: signature, solicitationId: undefined }),
      });
    },
    onSuccess: async (created, submitted) => {
      setTyped(null);
      if ('stage' in created) {
        await flushDrafts();
        void navigate({ to: created.stage, replace: true });
        return;
      }
      // A reused lead keeps its consultation; a new lead starts a new one.
      // With the worker data too: this tab's copy may predate another tab's record of them.
      setFlow((prev) => ({
        ...prev,
        worker: submitted,
        leadId: created.id,
        leadOf: leadSignature(submitted),
        solicitationId: prev.leadId === created.id ? prev.solicitationId : undefined,
      }));
      // The lead id must survive the app being closed right after this tap.
      await flushDrafts();
      void next('selfService', '');
    },
    onError: (error) =>
      showToast({
        type: 'error',
        title: 'Não foi possível continuar',
        description: isApiError(error) ? error.message : 'Tente novamente em instantes.',
      }),
    // Answered: nothing waits for a reopened landing to send again.
    onSettled: () => {
      removeDraft(landingHandedKey(base));
      void flushDrafts();
    },
  });

  // Offline, the lead is handed to the service worker too (./hand-over-lead), which sends it even with the app closed.
  const handedOver = useHandOverWhilePaused(lead.isPaused, async () => {
    const tapped = lead.variables;
    if (!tapped || !config.data) return false;
    const { handOverLead } = await import('./hand-over-lead');
    const handed = await handOverLead(base, tapped, config.data);
    if (typeof handed === 'boolean') return handed;
    // This person's own workspace came back: their screen, and the paused lead is not sent.
    const cache = queryClient.getMutationCache();
    for (const paused of cache.findAll({ mutationKey: ['lead', base] })) cache.remove(paused);
    setTyped(null);
    await flushDrafts();
    void navigate({ to: handed.stage, replace: true });
    return false;
  });
  // The app closed while a handed-over lead waited: opened again, the landing sends it again (the
  // same key: the worker's answer if it was sent meanwhile) and goes on as if it had been sent here.
  const [waitingLead] = useDraft<Worker | null>(landingHandedKey(base), null);
  const resumed = useRef(false);
  useEffect(() => {
    if (!waitingLead || resumed.current || !lead.isIdle) return;
    resumed.current = true;
    lead.mutate(waitingLead);
  }, [waitingLead, lead]);

  // Sent and not answered yet (not paused offline): no timeout, but a word after a few seconds.
  const slow = useSlowHint(lead.isPending && !lead.isPaused);

  const update = (field: keyof Worker, value: string) => setTyped((prev) => ({ ...(prev ?? worker), [field]: value }));

  const errors = landingErrors(worker);
  const enabled = canSubmitLanding(worker);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lead.isPending) return;
    if (!passesClickCheck(worker) || !enabled) {
      setTouched({ name: true, cpf: true, phone: true });
      showToast({ type: 'error', title: 'Dados inválidos', description: 'Preencha todos os dados.' });
      return;
    }
    // A reload or a second tap never creates a second lead for the same data (the same person's).
    if (flow.leadId && flow.leadOf === leadSignature(worker) && personOf(flow) === onlyDigits(worker.cpf)) {
      setTyped(null);
      void next('selfService', '');
      return;
    }
    lead.mutate(worker);
  };

  return (
    <Page className={landingPageClass}>
      <LandingHero branding={branding} />
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="landing-form-title"
        className={css({ mx: '4', mt: '-10', bg: 'white', borderRadius: 'xl', boxShadow: 'md', p: '5', display: 'grid', gap: '3' })}
      >
        <h2 id="landing-form-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          Informe seus dados
        </h2>
        <TextField
          label="Nome completo"
          name="name"
          // Not kept in the browser's autofill: on a shared phone it would offer this worker's name
          // to the next one (docs/on-the-phone.md).
          autoComplete="off"
          autoCapitalize="characters"
          value={worker.name}
          error={touched.name ? errors.name : null}
          onChange={(e) => update('name', normalizeLandingName(e.target.value))}
          onBlur={() => {
            update('name', worker.name.trim());
            setTouched((t) => ({ ...t, name: true }));
          }}
        />
        <MaskedField
          label="CPF"
          name="cpf"
          mask={CPF_MASK}
          placeholder="000.000.000-00"
          value={worker.cpf}
          error={touched.cpf ? errors.cpf : null}
          onValueChange={(cpf) => update('cpf', cpf)}
          onBlur={() => setTouched((t) => ({ ...t, cpf: true }))}
        />
        <MaskedField
          label="Celular com DDD"
          name="phone"
          type="tel"
          mask={PHONE_MASK}
          autoComplete="off"
          placeholder="(00) 00000-0000"
          value={worker.phone}
          error={touched.phone ? errors.phone : null}
          onValueChange={(phone) => update('phone', phone)}
          onBlur={() => {
            // The inserted 9 (spec section 5) waits until the worker leaves the field: see completePhone.
            if (completePhone(worker.phone) !== worker.phone) update('phone', completePhone(worker.phone));
            setTouched((t) => ({ ...t, phone: true }));
          }}
        />
        <Button type="submit" full disabled={!enabled || lead.isPending} aria-describedby="landing-waiting">
          {lead.isPaused ? 'Aguardando conexão…' : lead.isPending ? 'Enviando...' : 'Prosseguir'}
        </Button>
        <p id="landing-waiting" aria-live="polite" className={css({ fontSize: 'sm', fontWeight: 'bold', textAlign: 'center', _empty: { display: 'none' } })}>
          {lead.isPaused
            ? handedOver
              ? HANDED_OVER
              : 'Sem internet. Enviaremos assim que a conexão voltar. Se fechar o app, é só tocar em Prosseguir de novo.'
            : slow
              ? SLOW_LEAD
              : ''}
        </p>
        <p className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>Sujeito à análise de crédito do banco.</p>
      </form>
      <div className={css({ p: '5', display: 'grid', justifyItems: 'center', gap: '2' })}>
        <SupportButton supportPhone={config.data?.supportPhone} />
        <FaqLink />
      </div>
    </Page>
  );
}

const hasTyped = (w: Worker) => w.name !== '' || w.cpf !== '' || w.phone !== '';
