import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowKey, landingFormKey, onboardCpfKey, personOf, wizardDraftKey, type FlowState } from '../../../src/lib/flow/flow-state';
import { forgetPerson, identify, leaveWorkspace, workspaceKeys } from '../../../src/lib/flow/person';
import { askedName } from '../../../src/lib/flow/answered';
import { answer, whoToAsk } from '../../../src/lib/flow/who-is-there';
import { clearDrafts, draftStore, getDraft, setDraft } from '../../../src/lib/storage/draft-store';

const BASE = '/demo';
const ANA = { name: 'ANA SOUZA', cpf: '123.456.789-09', phone: '(11) 98765-4321' };
const BIA_CPF = '987.654.321-00';

function anaWorkspace(): void {
  setDraft(flowKey(BASE), { worker: ANA, leadId: 'lead-ana', solicitationId: 'sol-ana', proposalId: 'prop-ana' } satisfies FlowState);
  setDraft(wizardDraftKey(BASE), { personalData: { name: ANA.name, motherName: 'MARIA SOUZA' } });
  setDraft(`simulation:${BASE}`, { applied: null, solicitationId: 'sol-ana' });
  setDraft(`idempotency:${BASE}`, { proposal: { of: 'x', key: 'k-ana' } });
  setDraft(`stage:selfService:${BASE}`, `${BASE}/show-proposal`);
  setDraft(`stage:${BASE}`, `${BASE}/show-proposal`);
}

/** sessionStorage as a tab has it. */
function stubSession() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

describe('one person per workspace (lib/flow/person)', () => {
  beforeEach(async () => {
    await clearDrafts();
  });
  afterEach(async () => {
    await clearDrafts();
    vi.unstubAllGlobals();
  });

  describe('workspaceKeys', () => {
    it("should hold every draft of the link, not another link's, the parked record or the typing", () => {
      const keys = [
        'flow:/demo',
        'proposal-wizard:/demo',
        'stage:corban:/demo',
        'guide-step:tutorial:/demo',
        'flow:/demo/joao',
        'parked:/demo',
        'landing-form:/demo',
        'onboard-cpf:/demo',
      ];
      expect(workspaceKeys('/demo', keys)).toEqual(['flow:/demo', 'proposal-wizard:/demo', 'stage:corban:/demo', 'guide-step:tutorial:/demo']);
      expect(workspaceKeys('/demo/joao', keys)).toEqual(['flow:/demo/joao']);
    });
  });

  describe('personOf', () => {
    it('should be the CPF of the flow state, when complete', () => {
      expect(personOf({ worker: ANA })).toBe('12345678909');
      expect(personOf({ worker: { ...ANA, cpf: '123.456' } })).toBeUndefined();
      expect(personOf(undefined)).toBeUndefined();
    });
  });

  describe('identify', () => {
    it('should keep the workspace for the same CPF', async () => {
      anaWorkspace();
      expect(await identify(BASE, ANA.cpf)).toBe('same');
      expect(getDraft<FlowState>(flowKey(BASE))?.proposalId).toBe('prop-ana');
    });

    it("should start another CPF from an empty workspace, with nothing of the first person's left in it", async () => {
      anaWorkspace();
      expect(await identify(BASE, BIA_CPF)).toBe('new');
      expect(getDraft<FlowState>(flowKey(BASE))).toEqual({ worker: { name: '', cpf: BIA_CPF, phone: '' } });
      for (const key of workspaceKeys(BASE)) expect(JSON.stringify(getDraft(key))).not.toMatch(/ANA|ana|MARIA/);
      expect(getDraft(wizardDraftKey(BASE))).toBeUndefined();
      expect(getDraft(`idempotency:${BASE}`)).toBeUndefined();
      expect(getDraft(`stage:${BASE}`)).toBeUndefined();
    });

    it('should give the first person their workspace back when their CPF identifies again, and park the second one', async () => {
      anaWorkspace();
      await identify(BASE, BIA_CPF);
      setDraft(wizardDraftKey(BASE), { personalData: { name: 'BIA LIMA' } });
      expect(await identify(BASE, ANA.cpf)).toBe('restored');
      expect(getDraft<FlowState>(flowKey(BASE))?.proposalId).toBe('prop-ana');
      expect(getDraft(wizardDraftKey(BASE))).toEqual({ personalData: { name: ANA.name, motherName: 'MARIA SOUZA' } });
      expect(getDraft(`stage:${BASE}`)).toBe(`${BASE}/show-proposal`);
      expect(await identify(BASE, BIA_CPF)).toBe('restored');
      expect(getDraft(wizardDraftKey(BASE))).toEqual({ personalData: { name: 'BIA LIMA' } });
    });

    it('should keep the typing drafts (the CPF typed is the new person’s)', async () => {
      anaWorkspace();
      setDraft(onboardCpfKey(BASE), BIA_CPF);
      await identify(BASE, BIA_CPF);
      expect(getDraft(onboardCpfKey(BASE))).toBe(BIA_CPF);
    });

    it('should write the switch to disk before it resolves', async () => {
      anaWorkspace();
      const flush = vi.spyOn(draftStore, 'flush');
      await identify(BASE, BIA_CPF);
      expect(flush).toHaveBeenCalled();
    });
  });

  describe('leaveWorkspace', () => {
    it("should park the person's workspace, drop the typing and leave the link empty", async () => {
      anaWorkspace();
      setDraft(landingFormKey(BASE), { name: 'ANA S', cpf: '', phone: '' });
      await leaveWorkspace(BASE);
      expect(workspaceKeys(BASE)).toEqual([]);
      expect(getDraft(landingFormKey(BASE))).toBeUndefined();
      expect(await identify(BASE, ANA.cpf)).toBe('restored');
      expect(getDraft<FlowState>(flowKey(BASE))?.proposalId).toBe('prop-ana');
    });
  });

  describe('forgetPerson (the end of a proposal)', () => {
    it("should remove the person's workspace and parked copies, keep the other person's, and say so", async () => {
      anaWorkspace();
      await identify(BASE, BIA_CPF);
      setDraft(wizardDraftKey(BASE), { personalData: { name: 'BIA LIMA' } });
      await identify(BASE, ANA.cpf);
      expect(await forgetPerson('12345678909')).toBe(true);
      expect(workspaceKeys(BASE)).toEqual([]);
      expect(JSON.stringify(draftStore.keys().map((key) => getDraft(key)))).not.toMatch(/ANA|prop-ana|MARIA SOUZA/);
      expect(await identify(BASE, BIA_CPF)).toBe('restored');
      expect(getDraft(wizardDraftKey(BASE))).toEqual({ personalData: { name: 'BIA LIMA' } });
    });

    it('should say nobody else is kept when the person was alone on the phone', async () => {
      anaWorkspace();
      expect(await forgetPerson('12345678909')).toBe(false);
      expect(workspaceKeys(BASE)).toEqual([]);
    });
  });

  describe('whoToAsk', () => {
    it("should ask with the person's first name when the link holds their data and this tab has not answered", () => {
      stubSession();
      anaWorkspace();
      expect(whoToAsk(BASE)).toEqual({ firstName: 'ANA' });
      expect(whoToAsk(BASE)).toEqual({ firstName: 'ANA' });
    });

    it('should not ask again in a tab that answered (a reload)', () => {
      stubSession();
      anaWorkspace();
      answer(BASE);
      expect(whoToAsk(BASE)).toBeNull();
    });

    it('should ask about a form typed but not sent, and about a Corban CPF with no name (no name to show)', () => {
      stubSession();
      setDraft(landingFormKey(BASE), { name: '', cpf: '123.4', phone: '' });
      expect(whoToAsk(BASE)).toEqual({ firstName: '' });
      setDraft(landingFormKey(BASE), null);
      setDraft(flowKey(BASE), { worker: { name: '', cpf: ANA.cpf, phone: '' } });
      expect(whoToAsk(BASE)).toEqual({ firstName: '' });
    });

    it("should take the wizard's name when the flow has none (a Corban worker)", () => {
      stubSession();
      setDraft(flowKey(BASE), { worker: { name: '', cpf: ANA.cpf, phone: '' } });
      setDraft(wizardDraftKey(BASE), { personalData: { name: 'ana souza' } });
      expect(whoToAsk(BASE)).toEqual({ firstName: 'ANA' });
    });

    it("should ask with the name the frame painted from the phone's copy reads from the same drafts (askedName)", () => {
      stubSession();
      setDraft(flowKey(BASE), { worker: { name: '', cpf: ANA.cpf, phone: '' } });
      setDraft(wizardDraftKey(BASE), { personalData: { name: ' ana  souza' } });
      expect(whoToAsk(BASE)?.firstName).toBe(askedName(getDraft(flowKey(BASE)), getDraft(wizardDraftKey(BASE)), undefined));
      expect(askedName({ worker: { name: 'bia lima' } }, { personalData: { name: 'ANA' } }, { name: 'CLARA' })).toBe('BIA');
      expect(askedName(undefined, null, { name: 'clara' })).toBe('CLARA');
      expect(askedName('x', { personalData: 7 }, { name: '  ' }, 'Dora Reis')).toBe('DORA');
      expect(askedName(undefined, undefined, undefined)).toBe('');
    });

    it('should not ask on an empty link, and answer for the session so what is typed next never asks', () => {
      const items = stubSession();
      expect(whoToAsk(BASE)).toBeNull();
      expect(items.get(`fgts-who:${BASE}`)).toBe('1');
      setDraft(landingFormKey(BASE), { name: 'BIA', cpf: '', phone: '' });
      expect(whoToAsk(BASE)).toBeNull();
    });
  });
});
