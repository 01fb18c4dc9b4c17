import type { ProductCard, ProductDetail } from '@mall/contract';

/** Products this browser opened, newest first, as cards: shown under a product as "recently viewed". */
const KEY = 'recentlyViewed';
const MAX = 11;

export function readRecentlyViewed(): ProductCard[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isCard) : [];
  } catch {
    return [];
  }
}

function isCard(value: unknown): value is ProductCard {
  const card = value as Partial<ProductCard> | null;
  return typeof card?.id === 'number' && typeof card.name === 'string' && typeof card.price === 'string';
}

function write(cards: ProductCard[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(cards.slice(0, MAX)));
  } catch {
    // Storage full or refused: the list simply is not kept.
  }
}

/** Puts the product first (once); answers the list as it was before, for showing. */
export function rememberViewed(detail: ProductDetail): ProductCard[] {
  const before = readRecentlyViewed();
  const { product, merchant } = detail;
  const card: ProductCard = {
    id: product.id,
    name: product.name,
    image: product.images?.[0] ?? '',
    price: product.price,
    otPrice: product.otPrice,
    sales: product.sales,
    stock: product.stock,
    merId: merchant.id,
    merName: merchant.name,
  };
  write([card, ...before.filter((seen) => seen.id !== product.id)]);
  return before;
}

/** A product that is gone leaves the list. */
export function forgetViewed(id: number): void {
  const before = readRecentlyViewed();
  if (before.some((seen) => seen.id === id)) write(before.filter((seen) => seen.id !== id));
}
