import type { SVGProps } from 'react';
import { StrokeIcon } from '../../../components/ui/icons';

/** Icons used only inside the sign-in dialog (kept out of the shared icon set, which is on every first load). */
const paths = {
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3M12 15v2.5',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M4 4l16 16M9.9 5.8A9.5 9.5 0 0112 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 01-2.7 3.4M6.5 7.6C4 9.3 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 004.2 4.2',
  code: 'M4 6h16v12H4zM8 10.5v3M12 10.5v3M16 10.5v3',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 18h2M18 18h2v2M6.5 6.5h1M16.5 6.5h1M6.5 16.5h1',
  monitor: 'M3 5h18v11H3zM9 20h6M12 16v4',
  refresh: 'M20 12a8 8 0 11-2.3-5.7M20 4v4.5h-4.5',
  phone: 'M8 3h8a1 1 0 011 1v16a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zM11 18h2',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  back: 'M15 5l-7 7 7 7',
  down: 'M6 9l6 6 6-6',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5',
} as const;

export type AuthIconName = keyof typeof paths;

export function AuthIcon({ name, ...rest }: { name: AuthIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <StrokeIcon d={paths[name]} {...rest} />;
}

/** The providers' marks, drawn plainly (no provider script is loaded). */
export function ProviderMark({ provider }: { provider: 'google' | 'facebook' | 'twitter' }) {
  if (provider === 'facebook') {
    return (
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#1877f2" />
        <path
          d="M13.2 20v-6.3h2.1l.4-2.5h-2.5V9.6c0-.7.3-1.3 1.4-1.3h1.2V6.1a15 15 0 00-1.9-.1c-2 0-3.2 1.2-3.2 3.3v1.9H8.5v2.5h2.2V20z"
          fill="#fff"
        />
      </svg>
    );
  }
  if (provider === 'twitter') {
    return (
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#111" />
        <path
          d="M7 6.5h3l7 11h-3zM16.6 6.5L7.4 17.5"
          stroke="#fff"
          strokeWidth="1.6"
          fill="none"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20.6 12.2c0-.6-.1-1.2-.2-1.8H12v3.4h4.8a4.1 4.1 0 01-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5z"
        fill="#4285f4"
      />
      <path
        d="M12 21c2.4 0 4.5-.8 5.9-2.2L15 16.6c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0012 21z"
        fill="#34a853"
      />
      <path d="M7 13.8a5.4 5.4 0 010-3.5V8H4a9 9 0 000 8.1z" fill="#fbbc05" />
      <path d="M12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 004 8l3 2.3c.7-2.1 2.7-3.7 5-3.7z" fill="#ea4335" />
    </svg>
  );
}
