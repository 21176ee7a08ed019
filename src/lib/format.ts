/** Spec section 9: dates show as dd/MM/yyyy; an invalid date shows 'Data não disponível'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Data não disponível';
  // A date-only ISO string is a calendar date: read it without a time zone shift.
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Data não disponível';
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(date);
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Spec section 9: currency is BRL pt-BR; an invalid amount shows 'Valor não disponível'. */
export function formatCurrency(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? BRL.format(value) : 'Valor não disponível';
}

/** Spec section 9: rates show with two decimals as percent (1.79 → '1,79%'). */
export function formatRate(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`
    : 'Valor não disponível';
}
