const INVALID_DATE = 'Data não disponível';
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** True when year/month/day name a day that exists (2026-02-30 does not; nor does year 0). */
function isRealDay(y: number, m: number, d: number): boolean {
  const check = new Date(0);
  check.setUTCFullYear(y, m - 1, d); // not Date.UTC, which maps years 0–99 to 1900–1999
  return y > 0 && check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
}

/**
 * Spec section 9: dates show as dd/MM/yyyy; an invalid date shows 'Data não disponível'. Only ISO
 * 8601 is read (the engine's lenient parser would take 'hello 2020' for a date), and only days that
 * exist (new Date() would roll 2026-02-30 over into March).
 */
export function formatDate(value: string | null | undefined): string {
  const match = value ? ISO_DATE_TIME.exec(value) : null;
  if (!value || !match) return INVALID_DATE;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDay(y, m, d)) return INVALID_DATE;
  // A date-only value is a calendar date: shown as is, without a time zone shift.
  if (!match[4]) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(date);
}

const BRL = /* @__PURE__ */ new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

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
