import { merchantPages } from '../features/merchant/pages';
import { platformPages } from '../features/platform/pages';
import { useUser } from '../lib/auth-token';
import { rolesOf } from '../lib/session';

/** Where a signed-in user lands: the first page of the first console they may open. */
export function useHomePath(): string | undefined {
  const roles = rolesOf(useUser());
  if (roles.includes('merchant')) return `/${merchantPages[0].path}`;
  if (roles.includes('admin')) return `/${platformPages[0].path}`;
  return undefined;
}
