import type { MenuItemSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/auth-token';
import { useTranslation } from '../../../lib/i18n';
import type { Infer } from '../../../lib/infer';

/** One entry of the account menu; the storefront links `pc_url` with `menuCur` set to `id` (spec section 2). */
export type MenuItem = Infer<typeof MenuItemSchema>;

export interface UserMenu {
  routine_my_menus: MenuItem[];
  nickname?: string;
  avatar?: string;
}

export function getUserMenu(): Promise<UserMenu> {
  return apiGet<UserMenu>('/api/front/user/menu/user', undefined, { silent: true });
}

/** Names come in the request's language, so the language is part of the key. */
export const userMenuQuery = (language: string) =>
  queryOptions({ queryKey: ['user', 'menu', language], queryFn: getUserMenu, staleTime: 10 * 60_000 });

export function useUserMenu() {
  const signedIn = useSignedIn();
  const { i18n } = useTranslation();
  return useQuery({ ...userMenuQuery(i18n.language), enabled: signedIn });
}

/** The app path of a menu entry: its desktop url with `menuCur` = its id. */
export function menuHref(item: MenuItem): string {
  const separator = item.pc_url.includes('?') ? '&' : '?';
  return `${item.pc_url}${separator}menuCur=${item.id}`;
}
