import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupOf, paintedFrames, variantsMarkup } from '../../../scripts/render-frames';
import { FRAMES } from '../../../src/app/before-app/frames';
import { PAINTED_FRAMES } from '../../../src/app/painted-frames';
import { NOTIFY_STATES } from '../../../src/components/ui/notify-offer';
import { GuideFrame } from '../../../src/features/authorization-guide/guide-parts';
import { authorizeInstruction } from '../../../src/features/authorization-guide/processor';
import { GUIDE_STEP_COUNT, GUIDE_TITLES, guideSteps } from '../../../src/features/authorization-guide/steps';
import { ConsultationWaitingFrame } from '../../../src/features/consultation/consultation-view';
import { CorbanWaitingFrame } from '../../../src/features/consultation/loading-view';
import { CorbanProposalFrame } from '../../../src/features/corban-proposal/proposal-view';
import { SelfieFrame } from '../../../src/features/identity/selfie-view';
import { WhoIsThereView } from '../../../src/features/privacy/who-is-there';
import { answersRoom } from '../../../src/features/privacy/who-is-there-frame';
import { CorrectionFrame } from '../../../src/features/proposal/correction/correction-view';
import { ProposalWaitingFrame } from '../../../src/features/proposal/post-confirmation/proposal-view';
import { AddressStep } from '../../../src/features/proposal/wizard/address-step';
import { FinalStepFrame, StatusFrame } from '../../../src/features/signature/signature-view';
import { SimulationFrame } from '../../../src/features/simulation/simulation-view';
import { DEFAULT_BRANDING } from '../../../src/lib/branding/branding';
import type { SlotValues } from '../../../src/lib/frame';
import { formatCurrency } from '../../../src/lib/format';

/**
 * The frames painted before the app's code are the screens' own components rendered at build time
 * (scripts/render-frames.tsx, what the build runs): here each frame's markup, its slots filled as
 * the page fills them (lib/frame's fillSlots, on the markup), is what the component renders with
 * those values. The browser tests compare the frames on screen with the app's own screen.
 */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`);
function filled(markup: string, slots: SlotValues): string {
  return markup
    .replace(/<(\w+)([^>]*)>\uE000(\w+)\uE001<\/\1>/g, (whole, tag: string, attributes: string, name: string) =>
      Array.isArray(slots[name]) ? (slots[name] as string[]).map((item) => `<${tag}${attributes}>${escaped(item)}</${tag}>`).join('') : whole,
    )
    .replace(/\uE000(\w+)\uE001/g, (_, name: string) => escaped(slots[name] as string))
    .replace(/(<select[^>]*) data-slot="([^"]*)"(.*?<option value="\2")/, '$1$3 selected=""');
}
/** The component as the app renders it (no marks; React 19's image preloads, which the page has not, left out). */
const app = (element: ReactElement) => renderToStaticMarkup(element).replace(/^(<link [^>]*\/>)+/, '');
const modules = import.meta.glob<{ default: () => Record<string, ReactElement> }>('../../../src/features/**/*-frame.tsx');
const frame = async (screen: string) => variantsMarkup((await modules[`../../../${FRAMES[screen]}-frame.tsx`]!()).default);

describe('the frames painted from the phone’s copy, rendered from the screens’ components', () => {
  it("should render each registered frame's variants as markup the page can fill, and nothing else", async () => {
    for (const screen of Object.keys(FRAMES)) {
      for (const markup of Object.values(await frame(screen))) {
        expect(markup, screen).toMatch(/^<main [^>]*>.*<\/main>$/s);
        expect(markup, screen).not.toMatch(/<link|\{\w+\}/);
      }
    }
  });

  it("should be step 5's, the consultations', the Corban proposal's and the simulation's own markup once filled", async () => {
    const [waiting, loading, consulta, proposal, simulation] = await Promise.all(['show-proposal', 'loading', 'consulta', 'proposal', 'simulacao'].map(frame));
    for (const notify of NOTIFY_STATES) {
      expect(filled(waiting![notify]!, { id: 'P-1' })).toBe(app(<ProposalWaitingFrame id="P-1" notify={notify} />));
      for (const long of [false, true]) {
        const key = `${long ? 'long' : 'short'} ${notify}`;
        expect(loading![key]).toBe(app(<CorbanWaitingFrame branding={DEFAULT_BRANDING} long={long} notify={notify} support={false} />));
        expect(consulta![key]).toBe(app(<ConsultationWaitingFrame branding={DEFAULT_BRANDING} long={long} notify={notify} />));
      }
      expect(loading![`long ${notify} support`]).toBe(app(<CorbanWaitingFrame branding={DEFAULT_BRANDING} long notify={notify} support />));
    }
    for (const amount of [5642.3, 60, 1_234_567.89]) {
      expect(filled(proposal!['']!, { amount: formatCurrency(amount) })).toBe(app(<CorbanProposalFrame branding={DEFAULT_BRANDING} amount={amount} />));
      expect(filled(simulation!.named!, { name: 'MARIA', amount: formatCurrency(amount) })).toBe(app(<SimulationFrame name="MARIA" maxValue={amount} />));
      expect(filled(simulation!['']!, { amount: formatCurrency(amount) })).toBe(app(<SimulationFrame name="" maxValue={amount} />));
    }
  });

  it("should be the correction's, the guide's, the status's, 'Etapa Final.''s and the selfie's own markup once filled", async () => {
    const [correction, guide, status, final, selfie] = await Promise.all(['correcao', 'tutorial', 'status', 'proposal/link', 'selfie'].map(frame));
    const reason = { mensagem: 'Confira <a> conta', resultado: ['Agência', 'Conta "corrente"'] };
    expect(filled(correction!['message list']!, { mensagem: reason.mensagem, item: reason.resultado })).toBe(app(<CorrectionFrame reason={reason} />));
    expect(filled(correction!['message ']!, { mensagem: 'M' })).toBe(app(<CorrectionFrame reason={{ mensagem: 'M', resultado: [] }} />));
    expect(filled(correction![' list']!, { item: ['a'] })).toBe(app(<CorrectionFrame reason={{ mensagem: null, resultado: ['a'] }} />));
    for (const screen of ['tutorial', 'introducao'] as const) {
      for (const processor of ['ZIPDIN', 'QITECH'] as const) {
        guideSteps(processor).forEach((step, page) => {
          const slots = { title: GUIDE_TITLES[screen], instruction: authorizeInstruction(processor), ...step, n: String(page + 1) };
          expect(filled(guide!['']!, slots)).toBe(
            app(
              <GuideFrame
                branding={DEFAULT_BRANDING}
                title={slots.title}
                instruction={slots.instruction}
                step={step}
                number={page + 1}
                count={GUIDE_STEP_COUNT}
              />,
            ),
          );
        });
      }
    }
    const summary = { bank: 'Banco: aprovada.', identity: 'Identidade: confirmada.', next: 'Assine.' };
    expect(filled(status!['']!, { id: 'P-1', ...summary })).toBe(app(<StatusFrame id="P-1" summary={summary} />));
    expect(filled(final!['']!, { url: 'https://assinatura.example.com.br/U-1?a=1&b=2' })).toBe(
      app(<FinalStepFrame url="https://assinatura.example.com.br/U-1?a=1&b=2" fieldId="link-assinatura" />),
    );
    expect(selfie!['']).toBe(app(<SelfieFrame />));
  });

  it("should be the question's own markup with the first name, the answers' room kept", async () => {
    const question = await frame('question');
    expect(filled(question['']!, { name: 'MARIA' })).toBe(app(<WhoIsThereView firstName="MARIA" actions={answersRoom} />));
  });

  it("should be step 2's own markup, the worker's values in, for each field the CEP locked or not", async () => {
    const values = { cep: '01001-000', street: 'PRAÇA DA SÉ', streetNumber: '100', complement: 'AP 12', district: 'SÉ', city: 'SÃO PAULO', state: 'SP' };
    const variants = await frame('endereco');
    expect(Object.keys(variants)).toHaveLength(8);
    for (const [variant, markup] of Object.entries(variants)) {
      const lock = { cep: '01001000', street: variant.includes('street'), district: variant.includes('district'), city: variant.includes('city') };
      const none = () => {};
      const step = (
        <QueryClientProvider client={new QueryClient()}>
          <AddressStep values={values} lock={lock} onChange={none} onLock={none} onBack={none} onDone={none} frame />
        </QueryClientProvider>
      );
      expect(filled(markup, { ...values, count: '5' }), variant).toBe(app(step));
    }
  });
});

describe("index.html's frames, rendered from their components at build time", () => {
  it('should hold each frame the app renders first, as it renders it', () => {
    const painted = paintedFrames();
    expect(Object.keys(painted).sort()).toEqual(Object.keys(PAINTED_FRAMES).sort());
    for (const [id, render] of Object.entries(PAINTED_FRAMES)) expect(painted[id], id).toBe(app(render()));
    expect(painted['step-4-shell']).toMatch(/<h1 [^>]*>Revisar Proposta<\/h1>/);
    expect(painted['step-4-shell']).toContain('Confirmação (etapa atual)');
    expect(painted['loading-shell']).toContain('Carregando...');
    expect(markupOf(<SelfieFrame />)).toBe(app(<SelfieFrame />));
  });
});
