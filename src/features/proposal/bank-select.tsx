import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { bankListQuery } from '../../api/operations/list-banks';
import { ComboboxField, type ComboboxOption } from '../../components/ui/combobox-field';
import { bankCodeOf, bankLabel, bankMatches, searchBanks, type ChosenBank } from './bank-choice';

type Props = {
  chosen: ChosenBank | null;
  onChange: (chosen: ChosenBank | null) => void;
  error?: string | undefined;
  onBlur?: () => void;
};

/**
 * The bank of a bank-account payout: `GET /api/bank` 22 at a time (spec sections 7 and 9), the
 * next page when the list is scrolled to its end or 'Carregar mais bancos' is tapped. The BFF has
 * no search parameter, so a search reads the remaining pages and filters them here. A bank the
 * autocomplete prefilled shows as chosen before its page is read.
 */
export function BankSelect({ chosen, onChange, error, onBlur }: Props) {
  const banks = useInfiniteQuery(bankListQuery());
  const [search, setSearch] = useState('');
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = banks;
  const loaded = useMemo(() => banks.data?.pages.flatMap((page) => page.data) ?? [], [banks.data]);

  useEffect(() => {
    if (search.trim() !== '' && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [search, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Each bank with its COMPE code (spec section 3 gives none: see bankCodeOf).
  const coded = useMemo(() => loaded.map((bank) => ({ ...bank, code: bankCodeOf(bank) })), [loaded]);
  const byId = useMemo(() => new Map(coded.map((bank) => [bank.id, bank])), [coded]);
  const options = useMemo(() => {
    const shown: ComboboxOption[] = searchBanks(coded, search).map((bank) =>
      // A bank whose code cannot be known cannot be paid into: listed, so the worker sees why.
      bank.code ? { value: bank.id, label: bankLabel(bank.name, bank.code) } : { value: bank.id, label: `${bank.name} (indisponível)`, disabled: true },
    );
    if (chosen && !shown.some((o) => o.value === chosen.Bank.id) && bankMatches({ name: chosen.Bank.name, code: chosen.bankCode }, search)) {
      shown.unshift({ value: chosen.Bank.id, label: bankLabel(chosen.Bank.name, chosen.bankCode) });
    }
    return shown;
  }, [coded, search, chosen]);

  const chosenLabel = chosen ? bankLabel(chosen.Bank.name, chosen.bankCode) : '';
  const more = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const footer = banks.isError ? (
    <span role="alert">
      Não foi possível carregar a lista de bancos.{' '}
      <button type="button" className={linkButton} onPointerDown={(e) => e.preventDefault()} onClick={() => void banks.refetch()}>
        Tentar novamente
      </button>
    </span>
  ) : banks.isPending || isFetchingNextPage ? (
    'Carregando bancos…'
  ) : hasNextPage ? (
    <button type="button" className={linkButton} onPointerDown={(e) => e.preventDefault()} onClick={more}>
      Carregar mais bancos
    </button>
  ) : null;

  return (
    <ComboboxField
      label="Banco"
      placeholder="Digite o nome ou o código do banco"
      options={options}
      value={chosen?.Bank.id ?? ''}
      valueLabel={chosenLabel}
      // The input holds one line: the full name of the chosen bank is also said under it.
      helper={chosenLabel ? `Banco escolhido: ${chosenLabel}` : undefined}
      onValueChange={(option) => {
        if (!option) return onChange(null);
        const bank = byId.get(option.value);
        if (bank?.code) onChange({ bankCode: bank.code, Bank: { id: bank.id, name: bank.name, ispb: bank.ispb } });
      }}
      onSearchChange={setSearch}
      onReachEnd={more}
      footer={footer}
      emptyText={banks.isPending || isFetchingNextPage ? 'Carregando bancos…' : 'Nenhum banco encontrado'}
      error={error}
      onBlur={onBlur}
    />
  );
}

const linkButton = css({
  color: 'brand.active',
  textDecoration: 'underline',
  fontWeight: 'bold',
  minH: '11',
  cursor: 'pointer',
});
