import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FRAME,
  CONSULTA_WAITING_FRAME,
  CONSULTA_WAITING_NOTE,
  CORBAN_AMOUNT_SLOT,
  CORBAN_PROPOSAL_FRAME,
  CORRECTION_FRAME,
  CORRECTION_ITEM_SLOT,
  CORRECTION_MESSAGE_SLOT,
  LOADING_WAITING_FRAME,
  LOADING_WAITING_MESSAGE,
  LOADING_WAITING_NOTE,
  LOADING_WAITING_SUPPORT_SPACE,
  PROPOSAL_ID_SLOT,
  PROPOSAL_WAITING_FRAME,
  PROPOSAL_WAITING_NOTE,
  SIMULATION_AMOUNT_SLOT,
  SIMULATION_FRAME,
  SIMULATION_WHO_SLOT,
  GUIDE_ALT_SLOT,
  GUIDE_CAPTION_SLOT,
  GUIDE_FRAME,
  GUIDE_INSTRUCTION_SLOT,
  GUIDE_NUMBER_SLOT,
  GUIDE_SRC_SLOT,
  GUIDE_TITLE_SLOT,
  FINAL_STEP_FIELD_ID,
  FINAL_STEP_FRAME,
  FINAL_STEP_URL_SLOT,
  STATUS_BANK_SLOT,
  STATUS_FRAME,
  STATUS_ID_SLOT,
  STATUS_IDENTITY_SLOT,
  STATUS_NEXT_SLOT,
  SELFIE_FRAME,
} from '../../../src/app/cached-frame/templates';
import { SelfieFrame } from '../../../src/features/identity/selfie-view';
import { FinalStepFrame, StatusFrame } from '../../../src/features/signature/signature-view';
import { statusSummary } from '../../../src/features/signature/status-summary';
import { GuideFrame } from '../../../src/features/authorization-guide/guide-parts';
import { authorizeInstruction } from '../../../src/features/authorization-guide/processor';
import { GUIDE_STEP_COUNT, guideSteps, type GuideStep } from '../../../src/features/authorization-guide/steps';
import { ConsultationWaitingFrame } from '../../../src/features/consultation/consultation-view';
import { CorbanWaitingFrame } from '../../../src/features/consultation/loading-view';
import { CorbanProposalFrame } from '../../../src/features/corban-proposal/proposal-view';
import { formatCurrency } from '../../../src/lib/format';
import { DEFAULT_BRANDING } from '../../../src/lib/branding/branding';
import { ProposalWaitingFrame } from '../../../src/features/proposal/post-confirmation/proposal-view';
import { SimulationFrame } from '../../../src/features/simulation/simulation-view';
import { CorrectionFrame } from '../../../src/features/proposal/correction/correction-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoadingStatus } from '../../../src/components/ui/loading-screen';
import { AddressStep } from '../../../src/features/proposal/wizard/address-step';

const rendered = (notify: NotificationPermission | 'unsupported') => renderToStaticMarkup(<ProposalWaitingFrame id={PROPOSAL_ID_SLOT} notify={notify} />);

describe("step 5's frame painted from the phone's copy", () => {
  it('should paint the markup React renders for step 5 while both cards validate, without the offer', () => {
    expect(PROPOSAL_WAITING_FRAME).toBe(rendered('unsupported'));
  });

  for (const permission of ['default', 'granted', 'denied'] as const) {
    it(`should add the notification offer React renders for a '${permission}' permission, at the end of <main>`, () => {
      expect(PROPOSAL_WAITING_FRAME.replace(/<\/main>$/, `${PROPOSAL_WAITING_NOTE[permission]}</main>`)).toBe(rendered(permission));
    });
  }
});

describe("the Corban /loading's frame painted from the phone's copy", () => {
  // React 19 puts a preload of the logo before the markup it renders on a server; the page has none.
  const rendered = (long: boolean, notify: NotificationPermission | 'unsupported', support = false) =>
    renderToStaticMarkup(<CorbanWaitingFrame branding={DEFAULT_BRANDING} long={long} notify={notify} support={support} />).replace(/^<link [^>]*\/>/, '');
  /** As ./main composes it: the message at the end of the status, the offer and the support chat's room at the end of <main>. */
  const composed = (message: string, notify: NotificationPermission | 'unsupported', support = false) =>
    LOADING_WAITING_FRAME.replace(
      /<\/div><\/main>$/,
      `${message}</div>${notify === 'unsupported' ? '' : LOADING_WAITING_NOTE[notify]}${support ? LOADING_WAITING_SUPPORT_SPACE : ''}</main>`,
    );

  for (const notify of ['unsupported', 'default', 'granted', 'denied'] as const) {
    const long = notify === 'granted' ? LOADING_WAITING_MESSAGE.longNotified : LOADING_WAITING_MESSAGE.long;
    it(`should paint what React renders for a consultation under a minute, permission '${notify}'`, () => {
      expect(composed(LOADING_WAITING_MESSAGE.short, notify)).toBe(rendered(false, notify));
    });
    it(`should paint what React renders for a consultation over a minute, with and without the support chat, permission '${notify}'`, () => {
      expect(composed(long, notify)).toBe(rendered(true, notify));
      expect(composed(long, notify, true)).toBe(rendered(true, notify, true));
    });
  }
});

describe("the Corban proposal screen's frame painted from the phone's copy", () => {
  it('should paint what React renders for the amount, formatted as the screen formats it', () => {
    for (const amount of [5642.3, 60, 1_234_567.89]) {
      const rendered = renderToStaticMarkup(<CorbanProposalFrame branding={DEFAULT_BRANDING} amount={amount} />).replace(/^<link [^>]*\/>/, '');
      expect(CORBAN_PROPOSAL_FRAME.replace(CORBAN_AMOUNT_SLOT, formatCurrency(amount))).toBe(rendered);
    }
  });
});

describe("the self-service /consulta's frame painted from the phone's copy", () => {
  const rendered = (long: boolean, notify: NotificationPermission | 'unsupported') =>
    renderToStaticMarkup(<ConsultationWaitingFrame branding={DEFAULT_BRANDING} long={long} notify={notify} />).replace(/^<link [^>]*\/>/, '');
  /** As ./consulta composes it: the message at the end of the status, the offer at the end of <main>. */
  const composed = (message: string, notify: NotificationPermission | 'unsupported') =>
    CONSULTA_WAITING_FRAME.replace(/<\/section><\/main>$/, `${message}</section>${notify === 'unsupported' ? '' : CONSULTA_WAITING_NOTE[notify]}</main>`);

  for (const notify of ['unsupported', 'default', 'granted', 'denied'] as const) {
    it(`should paint what React renders under a minute and over it, permission '${notify}'`, () => {
      expect(composed(LOADING_WAITING_MESSAGE.short, notify)).toBe(rendered(false, notify));
      expect(composed(notify === 'granted' ? LOADING_WAITING_MESSAGE.longNotified : LOADING_WAITING_MESSAGE.long, notify)).toBe(rendered(true, notify));
    });
  }
});

describe("the simulation result's frame painted from the phone's copy", () => {
  it("should paint what React renders for the worker's first name and the amount, formatted as the screen formats them", () => {
    for (const [name, who] of [
      ['MARIA', 'MARIA, você'],
      ['', 'Você'],
    ] as const) {
      for (const amount of [5642.3, 60, 1_234_567.89]) {
        const rendered = renderToStaticMarkup(<SimulationFrame name={name} maxValue={amount} />);
        expect(SIMULATION_FRAME.replace(SIMULATION_WHO_SLOT, who).replace(SIMULATION_AMOUNT_SLOT, formatCurrency(amount))).toBe(rendered);
      }
    }
  });
});

describe("the correction form's frame painted from the phone's copy", () => {
  const render = (mensagem: string | null, resultado: string[]) => renderToStaticMarkup(<CorrectionFrame reason={{ mensagem, resultado }} />);
  const message = `<p>${CORRECTION_MESSAGE_SLOT}</p>`;
  const line = `<li>${CORRECTION_ITEM_SLOT}</li>`;
  const list = /<ul [^>]*>.*?<\/ul>/;

  it("should be React's markup for a message and a one-line list", () => {
    expect(CORRECTION_FRAME).toBe(render(CORRECTION_MESSAGE_SLOT, [CORRECTION_ITEM_SLOT]));
    expect(CORRECTION_FRAME.split(message)).toHaveLength(2);
    expect(CORRECTION_FRAME.split(line)).toHaveLength(2);
  });

  // What ./correcao does to the template's nodes (the message's <p> removed, the list's <ul> removed, its line repeated), on the markup.
  it("should be React's markup without the message, without the list, and with several lines", () => {
    expect(CORRECTION_FRAME.replace(message, '')).toBe(render(null, [CORRECTION_ITEM_SLOT]));
    expect(CORRECTION_FRAME.replace(list, '')).toBe(render(CORRECTION_MESSAGE_SLOT, []));
    expect(CORRECTION_FRAME.replace(line, ['a', 'b', 'c'].map((text) => line.replace(CORRECTION_ITEM_SLOT, text)).join(''))).toBe(render(CORRECTION_MESSAGE_SLOT, ['a', 'b', 'c']));
  });
});

describe("step 2's frame painted from the phone's copy", () => {
  const EMPTY = { cep: '', street: '', streetNumber: '', complement: '', district: '', city: '', state: '' };
  const none = () => {};
  /** The step as the wizard renders it, with street, district and city locked by a CEP (the template's). */
  const rendered = () =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AddressStep values={EMPTY} lock={{ cep: '', street: true, district: true, city: true }} onChange={none} onLock={none} onBack={none} onDone={none} />
      </QueryClientProvider>,
    );
  const ACTIONS = /<div class="[^"]*"><button type="button"[^>]*>Voltar<\/button><button type="submit"[^>]*>Prosseguir<\/button><\/div><\/form>/;

  it("should paint the markup React renders for step 2, with 'Carregando...' after the form where its buttons go", () => {
    const step = rendered();
    expect(step).toMatch(ACTIONS);
    expect(ADDRESS_FRAME).toBe(step.replace(ACTIONS, `</form>${renderToStaticMarkup(<LoadingStatus />)}`));
  });

  it('should hold the six inputs in the order ./endereco fills them, the state select and the complement count', () => {
    const labels = [...ADDRESS_FRAME.matchAll(/<label for="[^"]+" class="[^"]*">([^<]+)<\/label>/g)].map((match) => match[1]);
    expect(labels).toEqual(['CEP', 'Rua', 'Número', 'Complemento (opcional)', 'Bairro', 'Cidade', 'Estado']);
    expect(ADDRESS_FRAME.match(/<input /g)).toHaveLength(6);
    expect(ADDRESS_FRAME.match(/<select /g)).toHaveLength(1);
    expect(ADDRESS_FRAME).toContain('Apenas letras, números e espaços, até 20 caracteres. 0/20</p>');
    expect(ADDRESS_FRAME.match(/Preenchido pelo CEP/g)).toHaveLength(3);
  });
});

describe("the authorisation guide's frame painted from the phone's copy", () => {
  const render = (title: string, instruction: string, step: GuideStep, number: number | string) =>
    // React 19 puts preloads of the images before the markup it renders on a server; the page has none.
    renderToStaticMarkup(<GuideFrame branding={DEFAULT_BRANDING} title={title} instruction={instruction} step={step} number={number} count={GUIDE_STEP_COUNT} />).replace(/^(<link [^>]*\/>)+/, '');

  it('should be the markup React renders, with a slot for each text and attribute ./guide fills in', () => {
    expect(GUIDE_FRAME).toBe(
      render(GUIDE_TITLE_SLOT, GUIDE_INSTRUCTION_SLOT, { src: GUIDE_SRC_SLOT, alt: GUIDE_ALT_SLOT, caption: GUIDE_CAPTION_SLOT }, GUIDE_NUMBER_SLOT),
    );
    for (const slot of [GUIDE_TITLE_SLOT, GUIDE_INSTRUCTION_SLOT, GUIDE_SRC_SLOT, GUIDE_ALT_SLOT, GUIDE_NUMBER_SLOT, GUIDE_CAPTION_SLOT]) {
      expect(GUIDE_FRAME.split(slot)).toHaveLength(2);
    }
  });

  // What ./guide fills in, on the markup: every step of both processors, both titles.
  it("should be React's markup of every step of both partners' guides once filled in", () => {
    for (const title of ['Autorização', 'Instruções']) {
      for (const processor of ['ZIPDIN', 'QITECH'] as const) {
        const instruction = authorizeInstruction(processor);
        guideSteps(processor).forEach((step, page) => {
          const filled = GUIDE_FRAME.replace(GUIDE_TITLE_SLOT, title)
            .replace(GUIDE_INSTRUCTION_SLOT, instruction)
            .replace(GUIDE_SRC_SLOT, step.src)
            .replace(GUIDE_ALT_SLOT, step.alt)
            .replace(GUIDE_NUMBER_SLOT, String(page + 1))
            .replace(GUIDE_CAPTION_SLOT, step.caption);
          expect(filled).toBe(render(title, instruction, step, page + 1));
        });
      }
    }
  });
});

describe("the status screen's and 'Etapa Final.''s frames painted from the phone's copy", () => {
  const status = (id: string, summary: { bank: string; identity: string; next: string }) => renderToStaticMarkup(<StatusFrame id={id} summary={summary} />);
  const final = (url: string) => renderToStaticMarkup(<FinalStepFrame url={url} fieldId={FINAL_STEP_FIELD_ID} />);

  it("should be React's markup, each slot once", () => {
    expect(STATUS_FRAME).toBe(status(STATUS_ID_SLOT, { bank: STATUS_BANK_SLOT, identity: STATUS_IDENTITY_SLOT, next: STATUS_NEXT_SLOT }));
    for (const slot of [STATUS_ID_SLOT, STATUS_BANK_SLOT, STATUS_IDENTITY_SLOT, STATUS_NEXT_SLOT]) expect(STATUS_FRAME.split(slot)).toHaveLength(2);
    expect(FINAL_STEP_FRAME).toBe(final(FINAL_STEP_URL_SLOT));
    expect(FINAL_STEP_FRAME.split(FINAL_STEP_URL_SLOT)).toHaveLength(2);
  });

  // What ./signature fills in, on the markup: every reading the screen can give, and a link.
  it("should be React's markup of every reading of the proposal, and of a link, once filled in", () => {
    const kinds = { bank: ['validating', 'success', 'retry', 'correction', 'additional-data', 'simulation-not-found'], identity: ['validating', 'success', 'failure'] } as const;
    for (const bank of kinds.bank) {
      for (const identity of kinds.identity) {
        for (const finishedFor of ['T-1', undefined]) {
          const summary = statusSummary({ kind: bank } as Parameters<typeof statusSummary>[0], { kind: identity }, { id: 'U-1', token: 'tok', unicoId: 'T-1' }, finishedFor);
          const filled = STATUS_FRAME.replace(STATUS_ID_SLOT, 'P-1').replace(STATUS_BANK_SLOT, summary.bank).replace(STATUS_IDENTITY_SLOT, summary.identity).replace(STATUS_NEXT_SLOT, summary.next);
          expect(filled).toBe(status('P-1', summary));
        }
      }
    }
    const url = 'https://assinatura.example.com.br/U-1';
    expect(FINAL_STEP_FRAME.replace(FINAL_STEP_URL_SLOT, url)).toBe(final(url));
  });
});

describe("the selfie's frame painted from the phone's copy", () => {
  it("should be React's markup of 'Tirar Selfie' as the check is being prepared", () => {
    expect(SELFIE_FRAME).toBe(renderToStaticMarkup(<SelfieFrame />));
  });
});
