// Money is integer cents inside (no rounding drift); dollars with 2 decimals only at the edges.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "125.00": the decimal string Authorize.Net and the cart's totalPriceDecimal use. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function dollarsToCents(dollars: number | string): number {
  const value = typeof dollars === 'string' ? Number.parseFloat(dollars) : dollars;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(dollars)}`);
  return Math.round(value * 100);
}
