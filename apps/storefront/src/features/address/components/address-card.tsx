import type { ReactNode } from 'react';
import { formatAddress } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { Address } from '../api/get-addresses';
import styles from './address.module.css';

/** "+33 612345678" */
export function phoneText(address: Pick<Address, 'countryCode' | 'phone'>): string {
  return [address.countryCode, address.phone].filter(Boolean).join(' ');
}

interface Props {
  address: Address;
  selected?: boolean;
  onClick?(): void;
  children?: ReactNode;
}

/** An address as a card: recipient, phone, address, email and the default badge; actions come as children. */
export function AddressCard({ address, selected, onClick, children }: Props) {
  const { t, i18n } = useTranslation();
  const body = (
    <>
      <div className={styles.cardHead}>
        <strong className={styles.cardName} data-testid="address-card-name">
          {address.realName}
        </strong>
        <span className={styles.cardPhone}>{phoneText(address)}</span>
        {address.isDefault && (
          <span className={styles.defaultBadge} data-testid="address-default-badge">
            {t('buying.address.default')}
          </span>
        )}
      </div>
      {/* The post code has a line of its own, so a long street never hides it. */}
      <p className={styles.cardLine}>{formatAddress({ ...address, postCode: '' }, i18n.language)}</p>
      {address.postCode && (
        <p className={styles.cardPost} data-testid="address-card-post-code">
          {t('common.labelled', { label: t('buying.address.postCode') })}
          {address.postCode}
        </p>
      )}
      {address.email && <p className={styles.cardEmail}>{address.email}</p>}
      {address.structured === false && (
        <p className={styles.cardUpdate} data-testid="address-update">
          {t('shipping.address.update')}
        </p>
      )}
    </>
  );
  const className = [styles.card, selected ? styles.cardSelected : '', onClick ? styles.cardChoice : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-testid="address-card" data-selected={selected ? 'true' : undefined}>
      {onClick ? (
        <button type="button" className={styles.cardButton} onClick={onClick} aria-pressed={selected}>
          {body}
        </button>
      ) : (
        <div className={styles.cardBody}>{body}</div>
      )}
      {children && <div className={styles.cardActions}>{children}</div>}
    </div>
  );
}
