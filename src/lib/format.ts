/** Spec section 9: dates show as dd/MM/yyyy; an invalid date shows 'Data não disponível'. */
export function formatDate(value: string | null | undefined): string {
  const invalid = 'Data não disponível';
  if (!value) return invalid;
  // A date-only ISO string is a calendar date: read it without a time zone shift, and only if
  // the day exists (2026-02-30 is not a date).
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const check = new Date(0);
    check.setUTCFullYear(y, m - 1, d); // not Date.UTC, which maps years 0–99 to 1900–1999
    const real = y > 0 && check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
    return real ? `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}` : invalid;
  }
  // Only ISO 8601 date-times: the engine's lenient parser would read 'hello 2020' as a date.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) return invalid;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return invalid;
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
