// Money is integer cents inside (no rounding drift); dollars with 2 decimals only at the edges.

/**
 * "$1,234.56", "-$5.00": what `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * writes for whole cents, written out by hand. The browser's first `Intl.NumberFormat` loads the
 * locale's number and currency data: built when the main script starts, it was about a third of
 * that task on a phone (docs/performance.md, "Main thread on a phone").
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.round(Math.abs(cents));
  let dollars = String(Math.floor(abs / 100));
  for (let at = dollars.length - 3; at > 0; at -= 3)
    dollars = `${dollars.slice(0, at)},${dollars.slice(at)}`;
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
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
