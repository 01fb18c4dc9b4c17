import { beauty } from './catalog-beauty';
import { booksToys, digital } from './catalog-digital';
import { men, women } from './catalog-fashion';
import { food } from './catalog-food';
import { home } from './catalog-home';
import { LOCAL_WORDS } from './catalog-local-words';
import { sports } from './catalog-sports';
import type { TopCategory } from './catalog-types';

/** A category's own Thai and Lao words come first; LOCAL_WORDS fills in the rest. */
const withLocalWords = (top: TopCategory): TopCategory => ({
  ...top,
  children: top.children.map((child) => ({
    ...child,
    th: child.th ?? LOCAL_WORDS[child.key]?.th,
    lo: child.lo ?? LOCAL_WORDS[child.key]?.lo,
  })),
});

/** The platform's category tree in menu order: 8 top categories with their child categories. */
export const CATALOG: TopCategory[] = [digital, women, men, home, beauty, food, sports, booksToys].map(withLocalWords);
