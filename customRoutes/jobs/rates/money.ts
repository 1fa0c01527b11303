/** Money in pounds, as the rate pages show it (domain/rates.ts formatPounds), or a dash for none. */
import { formatPounds } from '../../../domain/rates';

export const gbp = (amount: number | null | undefined) => (amount == null ? '–' : formatPounds(amount));
