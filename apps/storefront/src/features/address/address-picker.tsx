import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { formatAddress } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { type Address, useAddresses } from './api/get-addresses';
import styles from './components/address.module.css';
import { AddressCard } from './components/address-card';
import { AddressForm, type DialCodeSlot } from './components/address-form';

interface Props {
  initialId: number | null;
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** The book is read and the selected address is in it (or another one was selected). */
  onChecked?(): void;
  /** Changes when the server no longer knows the selected address: the book is read again. */
  readAgain?: number;
  /** The selected address is no longer in the book; `chosenNow` is the one selected instead (null: none left). */
  onRemoved?(chosenNow: number | null): void;
  renderDialCode: DialCodeSlot;
}

/**
 * The address choice of the order confirmation: cards to pick from, and a new address added in place. A chosen
 * address that cannot be shipped to as it is (an older one with its country as text, or without its region) says so
 * and is completed in place; the checkout prices it again once saved.
 */
export function AddressPicker({
  initialId,
  selectedId,
  onSelect,
  onChecked,
  readAgain = 0,
  onRemoved,
  renderDialCode,
}: Props) {
  const { t } = useTranslation();
  const list = useAddresses();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [completing, setCompleting] = useState<Address | null>(null);
  const addresses = list.data ?? [];
  const chosen = addresses.find((address) => address.id === selectedId);

  // The chosen address must exist: keep it, else the checkout's default, else the book's default or first one. A
  // reload passes quietly over one deleted meanwhile (audit AF4); one the server refused while the page was open is
  // said (audit AV5), as "Place order" was refused for it.
  useEffect(() => {
    if (!list.data) return;
    if (!selectedId || !list.data.some((address) => address.id === selectedId)) {
      const fallback =
        list.data.find((address) => address.id === initialId) ??
        list.data.find((address) => address.isDefault) ??
        list.data[0];
      onSelect(fallback?.id ?? null);
      if (selectedId && readAgain > 0) onRemoved?.(fallback?.id ?? null);
    }
    onChecked?.();
  }, [list.data, selectedId, initialId, onSelect, onChecked, onRemoved, readAgain]);
  const refetch = list.refetch;
  useEffect(() => {
    if (readAgain > 0) void refetch();
  }, [readAgain, refetch]);

  if (list.isPending) return <div className={`skeleton ${styles.cardSkeleton}`} />;

  return (
    <div data-testid="address-picker">
      {addresses.length === 0 && (
        <p className={styles.none} data-testid="address-none">
          <Icon name="home" size={18} />
          {t('buying.address.empty')}
        </p>
      )}
      <ul className={styles.choices}>
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard address={address} selected={address.id === selectedId} onClick={() => onSelect(address.id)} />
          </li>
        ))}
        <li>
          <button type="button" className={styles.addCard} onClick={() => setAdding(true)} data-testid="address-add">
            <span className={styles.plus}>+</span>
            {t('buying.address.addNew')}
          </button>
        </li>
      </ul>
      {chosen?.structured === false && (
        <div className={styles.incomplete} role="alert" data-testid="address-incomplete">
          <span>{t('shipping.address.incomplete')}</span>
          <button
            type="button"
            className={buttons.outline}
            onClick={() => setCompleting(chosen)}
            data-testid="address-complete"
          >
            {t('shipping.address.complete')}
          </button>
        </div>
      )}
      {addresses.length > 0 && (
        <LocaleLink to="/users/address_list" className={styles.manage}>
          {t('buying.address.manage')}
        </LocaleLink>
      )}
      {adding && (
        <AddressForm
          firstAddress={addresses.length === 0}
          renderDialCode={renderDialCode}
          onSaved={(id) => {
            setAdding(false);
            onSelect(id);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {completing && (
        <AddressForm
          address={completing}
          renderDialCode={renderDialCode}
          onSaved={(id) => {
            setCompleting(null);
            onSelect(id);
            // The same address id now goes somewhere known: the checkout's price is asked again.
            void queryClient.invalidateQueries({ queryKey: ['checkout', 'price'] });
          }}
          onClose={() => setCompleting(null)}
        />
      )}
    </div>
  );
}

/** "Ship to: …" under the checkout's total. */
export function ShipTo({ addressId }: { addressId: number }) {
  const { t, i18n } = useTranslation();
  const address = useAddresses().data?.find((candidate) => candidate.id === addressId);
  if (!address) return null;
  return (
    <p className={styles.shipTo} data-testid="ship-to">
      <span className={styles.shipToLabel}>{t('buying.address.shipTo')}</span>
      {formatAddress(address, i18n.language)}
      <span className={styles.shipToName}>
        {address.realName} {address.countryCode} {address.phone}
      </span>
    </p>
  );
}
