import { beauty } from './catalog-beauty';
import { booksToys, digital } from './catalog-digital';
import { men, women } from './catalog-fashion';
import { food } from './catalog-food';
import { home } from './catalog-home';
import { sports } from './catalog-sports';
import type { TopCategory } from './catalog-types';

/** The platform's category tree in menu order: 8 top categories with their child categories. */
export const CATALOG: TopCategory[] = [digital, women, men, home, beauty, food, sports, booksToys];
