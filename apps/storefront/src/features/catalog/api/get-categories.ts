import type { Category } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getCategories(): Promise<Category[]> {
  return apiGet<Category[]>('/api/front/product/category');
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['catalog', 'categories'], queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery());
}

/** Children of a category; an empty childList counts as none (spec section 3). */
export function childrenOf(category: Category | undefined): Category[] {
  return category?.childList?.length ? category.childList : [];
}

/** The top-level category that is, or contains, the given id. */
export function findTopCategory(tree: Category[], id: number): Category | undefined {
  const contains = (node: Category): boolean => node.id === id || childrenOf(node).some(contains);
  return tree.find(contains);
}

export function findCategory(tree: Category[], id: number): Category | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(childrenOf(node), id);
    if (found) return found;
  }
  return undefined;
}
