import type { SVGProps } from 'react';

/** Small inline stroke icons (24 px grid); decorative unless given a title by the caller. */
const paths = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  cart: 'M3 4h2l2.4 11h10.8L21 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zm8 0a1 1 0 100-2 1 1 0 000 2z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5',
  right: 'M9 5l7 7-7 7',
  left: 'M15 5l-7 7 7 7',
  down: 'M5 9l7 7 7-7',
  up: 'M5 15l7-7 7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  headset:
    'M4 14v-2a8 8 0 0116 0v2M4 14a2 2 0 012-2h1v7H6a2 2 0 01-2-2zm16 0a2 2 0 00-2-2h-1v7h1a2 2 0 002-2zm-3 5c0 1.5-2 2.5-5 2.5',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16M4 9c0 1.7 1.3 3 3 3s3-1.3 3-3m0 0c0 1.7 1.3 3 2 3s2-1.3 2-3m0 0c0 1.7 1.3 3 3 3s3-1.3 3-3M5 12v8h14v-8M10 20v-5h4v5',
  top: 'M5 4h14M12 20V9m-6 6l6-6 6 6',
  box: 'M4 7.5L12 3l8 4.5v9L12 21l-8-4.5zM4 7.5l8 4.5 8-4.5M12 12v9',
  truck: 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19a2 2 0 100-4 2 2 0 000 4zm11 0a2 2 0 100-4 2 2 0 000 4z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zm-3.5 9l2.5 2.5 4.5-5',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  close: 'M6 6l12 12M18 6L6 18',
  fire: 'M12 21c4 0 7-2.7 7-6.5 0-3-2-5.5-4-7.5 0 2-1 3.5-2.5 3.5C12 8 13 5 11 3 8 5.5 5 9.5 5 14.5 5 18.3 8 21 12 21z',
  chat: 'M4 5h16v11H9l-5 4z',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.2 12 20 12 20z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  gift: 'M4 10h16v11H4zM3 7h18v3H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H5c0 3 1.5 4.5 3.5 4.8M16 6h3c0 3-1.5 4.5-3.5 4.8M12 13v4m-4 4h8l-1-4H9z',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
} as const;

export type IconName = keyof typeof paths;

/** A 24 x 24 outline icon drawn with one path; every icon set of the app (shared, sign-in, buying) draws through it. */
export function StrokeIcon({ d, size = 18, ...rest }: { d: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <StrokeIcon d={paths[name]} {...rest} />;
}
