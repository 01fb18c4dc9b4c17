import type { SVGProps } from 'react';
import { StrokeIcon } from './icons';

/**
 * Icons of the buying pages (cart, checkout, orders), drawn like `icons.tsx` but kept apart so that they load with
 * those pages and not with the home page.
 */
const paths = {
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-8.5a3 3 0 100-6 3 3 0 000 6z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4.5l3 2',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  wallet: 'M4 7h14a2 2 0 012 2v9a2 2 0 01-2 2H4zm0 0V6a2 2 0 012-2h10M16 13.5h.01',
  note: 'M5 4h14v16H5zM9 9h6M9 13h6M9 17h3',
  ticket: 'M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4zM14 6v12',
  alert: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7.5v6M12 16.5h.01',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3',
} as const;

export type BuyingIconName = keyof typeof paths;

export function BuyingIcon({ name, ...rest }: { name: BuyingIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <StrokeIcon d={paths[name]} {...rest} />;
}
