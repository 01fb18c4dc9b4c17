/** The send-code button's clock (the sign-in dialog's, handed in by the route). */
export interface Countdown {
  phase: 'idle' | 'counting' | 'retry';
  seconds: number;
  start(): void;
}

export interface Option {
  id: number;
  name: string;
}

export interface MerchantSettledProps {
  countdown: Countdown;
  upload(file: File): Promise<{ url: string }>;
  categories: Option[];
  types: Option[];
}
