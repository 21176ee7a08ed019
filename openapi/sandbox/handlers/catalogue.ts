import { bankPage } from '../banks.ts';
import { lookupPostalCode } from '../postal-codes.ts';
import type { Handler } from './shared.ts';

export const listBanks: Handler<'listBanks'> = ({ query }) => ({
  status: 200,
  // Defaults are filled in by the contract validation; repeated here for direct calls.
  body: bankPage(query.page ?? 1, query.pageSize ?? 22),
});

export const getPostalCode: Handler<'getPostalCode'> = ({ path }) => ({ status: 200, body: lookupPostalCode(path.cep) });
