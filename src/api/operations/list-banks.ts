import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Bank = components['schemas']['Bank'];
export type BankPage = components['schemas']['BankPage'];

/** Spec sections 7 and 9: the bank list is read 22 at a time, from page 1. */
export const BANK_PAGE_SIZE = 22;

/** GET /api/bank?page=&pageSize= (spec section 7). */
export function fetchBankPage(page: number, pageSize = BANK_PAGE_SIZE): Promise<BankPage> {
  return unwrap(api.GET('/api/bank', { params: { query: { page, pageSize } } }));
}

/** The pages read so far; the next one while `totalPages` says there is one. Not personal: kept an hour. */
export const bankListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['banks', BANK_PAGE_SIZE],
    queryFn: ({ pageParam }) => fetchBankPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (lastPage < last.totalPages && last.data.length > 0 ? lastPage + 1 : undefined),
    staleTime: 60 * 60 * 1000,
  });
