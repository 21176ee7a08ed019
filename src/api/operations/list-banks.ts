import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Bank = components['schemas']['Bank'];
export type BankPage = components['schemas']['BankPage'];

/** Spec sections 7 and 9: the bank list is read 22 at a time, from page 1. */
export const BANK_PAGE_SIZE = 22;

/** Spec section 7: "data[] (id, name, ispb) and totalPages"; a bank's `code` is read when there is one. */
export const BANK_PAGE_ANSWER = v.object({
  data: v.array(v.object({ id: v.pipe(v.string(), v.nonEmpty()), name: v.string(), ispb: v.string(), code: v.optional(v.nullable(v.string())) })),
  totalPages: v.number(),
});

export const isBankPage = (data: unknown): boolean => v.is(BANK_PAGE_ANSWER, data);

/** GET /api/bank?page=&pageSize= (spec section 7). */
export function fetchBankPage(page: number, pageSize = BANK_PAGE_SIZE): Promise<BankPage> {
  return unwrap(api.GET('/api/bank', { params: { query: { page, pageSize } } }), isBankPage);
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
