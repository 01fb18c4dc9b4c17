import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';

/**
 * A person's or a shop's picture, or `fallback` when there is none or it cannot be loaded: an address of another site
 * stored before the pages' `img-src` allowed only the mall's and the sign-in providers' pictures, or a picture gone
 * since. Never a broken image in its place.
 */
export function Avatar({
  src,
  fallback,
  alt = '',
  ...img
}: { src: string | null | undefined; fallback: ReactNode } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return <img {...img} src={src} alt={alt} onError={() => setFailed(src)} />;
}
