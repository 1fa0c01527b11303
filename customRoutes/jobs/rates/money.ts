/** Money in pounds, as the rate pages show it. */
export const gbp = (amount: number | null | undefined) =>
  amount == null ? '–' : new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);
