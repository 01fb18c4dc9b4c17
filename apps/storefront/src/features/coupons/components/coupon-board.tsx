import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPage } from '../../../components/ui/error-page';
import { Pagination } from '../../../components/ui/pagination';
import { statusOfError } from '../../../lib/api-error';
import { useSignedIn } from '../../../lib/auth-token';
import { type CouponFilter, useCoupons } from '../api/get-coupons';
import styles from './coupon-ticket.module.css';
import { OfferTicket } from './offer-ticket';

interface Props {
  filter: Omit<CouponFilter, 'page' | 'limit'>;
  empty: { title: string; text: string };
  columns?: 2 | 3;
  limit?: number;
}

/** Coupons open for receiving as a grid of tickets, paged, with an empty state. */
export function CouponBoard({ filter, empty, columns = 3, limit = 12 }: Props) {
  const signedIn = useSignedIn();
  const [page, setPage] = useState(1);
  const query = useCoupons({ ...filter, page, limit }, signedIn);
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  if (!query.data) return <div className={`skeleton ${styles.grid}`} style={{ height: 260 }} aria-busy="true" />;
  if (query.data.list.length === 0) {
    return (
      <EmptyState title={empty.title} icon="gift">
        <p>{empty.text}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={columns === 2 ? styles.gridTwo : styles.grid} data-testid="coupon-board">
        {query.data.list.map((coupon) => (
          <OfferTicket key={coupon.id} coupon={coupon} />
        ))}
      </div>
      <Pagination page={page} total={query.data.total} limit={limit} onChange={setPage} scrollTop={false} />
    </>
  );
}
