import { useSearchParams } from 'react-router';

/** The shop of the shop pages, from the query `merId` (0 when missing or malformed). */
export function useMerId(): number {
  const value = Number(useSearchParams()[0].get('merId'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
