/**
 * The largest request body the app sends is a proposal: built here as the wizard builds it
 * (buildProposalRequest), with every field at the app's own length limits in two-byte letters, the
 * sandbox's longest simulation option and bank name, and ids as long as a BFF's UUIDs. nginx's
 * client_max_body_size (MAX_BODY) must take it with room to spare.
 */
import { describe, expect, it } from 'vitest';
import { BANKS } from '../../../openapi/sandbox/banks';
import { MAX_BODY } from '../../../scripts/nginx/config';
import { buildProposalRequest } from '../../../src/features/proposal/proposal-request';
import { ADDRESS_LIMITS } from '../../../src/features/proposal/schemas/address';
import { BANK_LIMITS } from '../../../src/features/proposal/schemas/bank-data';
import { NAME_MAX_LENGTH } from '../../../src/lib/br/name';
import { openSandbox, simulationFor, solicitationFor } from '../sandbox/helpers';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const letters = (n: number) => 'Ç'.repeat(n);
const UUID = '123e4567-e89b-12d3-a456-426614174000';

describe('the largest request body', () => {
  it(`should be a proposal well under MAX_BODY (${MAX_BODY}) › every field at its limit`, async () => {
    const h = await openSandbox();
    try {
      // The returning customer's 12-year consultation: the most installments an option has.
      const solicitation = await solicitationFor(h, '52998224725');
      const options = (await simulationFor(h, solicitation.id, 'prod-zipdin')).body.optionsFinancialInfo;
      const option = options.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));
      const bank = BANKS.reduce((a, b) => (b.name.length > a.name.length ? b : a));
      const request = buildProposalRequest(
        {
          personalData: {
            id: UUID,
            name: letters(NAME_MAX_LENGTH),
            motherName: letters(NAME_MAX_LENGTH),
            birthDate: '12/03/1985',
            cellphone: '(11) 98765-4321',
            email: `${'ç'.repeat(110)}@exemplo.com`,
          },
          address: {
            id: UUID,
            cep: '01001-000',
            street: letters(ADDRESS_LIMITS.street),
            streetNumber: '9'.repeat(ADDRESS_LIMITS.streetNumber),
            district: letters(ADDRESS_LIMITS.district),
            complement: letters(ADDRESS_LIMITS.correctionComplement),
            city: letters(ADDRESS_LIMITS.city),
            state: 'SP',
          },
          bankData: {
            id: UUID,
            pixType: 'BANK_ACCOUNT',
            pixKey: '',
            accountType: 'CHECKING_ACCOUNT',
            bankCode: bank.code ?? '',
            Bank: { id: bank.id, name: bank.name, ispb: bank.ispb },
            agency: '9'.repeat(BANK_LIMITS.agency),
            account: '9'.repeat(BANK_LIMITS.account),
            digit: '9',
          },
        },
        { ...option, externalId: UUID },
        { selfServiceId: UUID, balanceSolicitationId: UUID, document: '52998224725' },
      );
      const size = bytes(request);
      // A quarter of what nginx takes at most: room for a BFF's longer ids and a longer simulation.
      expect(size).toBeLessThan((parseInt(MAX_BODY, 10) * 1024) / 4);
      expect(size).toBeGreaterThan(2000);
    } finally {
      await h.close();
    }
  });
});
