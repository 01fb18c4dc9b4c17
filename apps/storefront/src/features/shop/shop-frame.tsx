import type { ReactNode } from 'react';
import { ErrorPage } from '../../components/ui/error-page';
import { statusOfError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type ShopHeader as ShopHeaderData, useShopHeader } from './api/get-shop-header';
import { ShopHeader } from './components/shop-header';
import headerStyles from './components/shop-header.module.css';
import { useMerId } from './use-mer-id';

export interface ShopFrameProps {
  /** The follow button (composed by the app from the follow feature). */
  renderFollow(shop: ShopHeaderData): ReactNode;
}

/** The shop pages' frame: header and tabs for the shop in `merId`, or the not-found page. */
export function ShopFrame({ renderFollow, children }: ShopFrameProps & { children: ReactNode }) {
  const merId = useMerId();
  const header = useShopHeader(merId);
  useDocumentTitle(header.data?.name);
  if (!merId) return <ErrorPage status={404} />;
  if (header.isError) return <ErrorPage status={statusOfError(header.error)} />;
  return (
    <div className="page-width" style={{ paddingTop: 16 }}>
      {header.data ? (
        <ShopHeader shop={header.data} follow={renderFollow(header.data)} />
      ) : (
        <div className={`skeleton ${headerStyles.skeleton}`} aria-busy="true" />
      )}
      <div style={{ marginTop: 16 }}>{children}</div>
    </div>
  );
}
