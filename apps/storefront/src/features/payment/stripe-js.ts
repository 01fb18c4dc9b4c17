/** The small part of Stripe.js this page uses (https://docs.stripe.com/js). */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { error?: { message: string }; complete: boolean }) => void): void;
}

export interface StripeInstance {
  elements(options?: { locale?: string }): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: { name?: string } } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | undefined;

/** Adds Stripe.js to the page the first time a Stripe payment needs it (never on other pages). */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
