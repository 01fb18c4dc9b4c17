import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to an app path in the current language (adds the locale prefix). */
export function LocaleLink({ to, ...rest }: Props) {
  const toPath = useLocalePath();
  return <Link to={toPath(to)} {...rest} />;
}
