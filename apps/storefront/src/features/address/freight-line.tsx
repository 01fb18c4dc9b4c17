import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Price } from '../../components/ui/price';
import { useSignedIn } from '../../lib/auth-token';
import { useMoney } from '../../lib/currency';
import { useTranslation } from '../../lib/i18n';
import { defaultCountry } from './address-rules';
import { type Address, addressesQuery } from './api/get-addresses';
import { useCountries } from './api/get-countries';
import { type Destination, type ProductFreight, useProductFreight } from './api/get-product-freight';
import styles from './components/freight-line.module.css';
import { englishName, SearchSelect, type SelectOption } from './components/search-select';

/** The country a guest (or a shopper without an address) picked last on a goods detail, kept in this browser. */
const SHIP_TO_KEY = 'mall_ship_to';

function readShipTo(): string {
  try {
    return localStorage.getItem(SHIP_TO_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeShipTo(code: string): void {
  try {
    localStorage.setItem(SHIP_TO_KEY, code);
  } catch {
    // A browser that keeps nothing asks again next time.
  }
}

/** "Pathum Wan, Thailand": the shortest place of an address a shopper recognises. */
function placeOf(address: Address): string {
  return [address.city || address.region, address.countryName || address.country].filter(Boolean).join(', ');
}

interface Props {
  productId: number;
  /** The chosen combination, when one is chosen. */
  skuId?: number;
  quantity: number;
}

/**
 * "Shipping  To [Thailand ▾]  $5.00 · free over $49.00" on the goods detail, or "Not deliverable to Laos". Signed-in
 * shoppers start from their default address and may pick another of theirs or any country; guests and shoppers
 * without an address pick a country (the language's to begin with, then the one they picked last).
 */
export function FreightLine({ productId, skuId, quantity }: Props) {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const addresses = useQuery({ ...addressesQuery(), enabled: signedIn });
  const countries = useCountries();
  const [picked, setPicked] = useState<string>(() => readShipTo() && `c:${readShipTo()}`);

  const book = signedIn ? (addresses.data ?? []) : [];
  const home = book.find((address) => address.isDefault) ?? book[0];
  const served = useMemo(() => (countries.data ?? []).filter((country) => country.served), [countries.data]);

  // What the line starts from: an address picked, else the default address, else a country picked or the language's.
  const value = useMemo(() => {
    if (picked.startsWith('a:') && book.some((address) => `a:${address.id}` === picked)) return picked;
    if (home && !picked.startsWith('c:')) return `a:${home.id}`;
    if (picked.startsWith('c:')) return picked;
    const code = countries.data ? defaultCountry(i18n.language, countries.data) : '';
    return code ? `c:${code}` : '';
  }, [picked, book, home, countries.data, i18n.language]);

  // A guest's country waits for the list; a signed-in shopper's for the address book.
  const ready = signedIn ? !addresses.isPending : true;
  const destination: Destination = value.startsWith('a:')
    ? { addressId: Number(value.slice(2)) }
    : value.startsWith('c:')
      ? { country: value.slice(2) }
      : null;
  const freight = useProductFreight({ productId, skuId, quantity, destination }, ready && destination !== null);

  useEffect(() => {
    if (picked.startsWith('c:')) writeShipTo(picked.slice(2));
  }, [picked]);

  const options = useMemo<SelectOption[] | undefined>(() => {
    if (!countries.data) return undefined;
    const mine = book.map((address) => ({
      value: `a:${address.id}`,
      label: t('shipping.freight.myAddress', { place: placeOf(address) }),
      keywords: `${address.realName} ${address.detail}`,
    }));
    const lands = served.map((country) => ({
      value: `c:${country.code}`,
      label: country.name,
      keywords: `${country.code} ${englishName(country.code)}`,
    }));
    return [...mine, ...lands];
  }, [countries.data, book, served, t]);

  return (
    <div className={styles.row} data-testid="freight-line">
      <span className={styles.label}>{t('shipping.freight.label')}</span>
      <div className={styles.body}>
        <span className={styles.to}>{t('shipping.freight.to')}</span>
        <SearchSelect
          compact
          options={options}
          value={value}
          onChange={setPicked}
          label={t('shipping.freight.where')}
          placeholder={t('shipping.freight.choose')}
          searchPlaceholder={t('shipping.address.countrySearch')}
          emptyText={t('shipping.address.noMatch')}
          loadingText={t('shipping.address.loading')}
          testId="freight-destination"
        />
        <FreightText freight={freight.data} loading={freight.isPending && destination !== null} chosen={!!value} />
      </div>
    </div>
  );
}

/** The freight itself: free, the fee with its free-shipping threshold, not deliverable, or nothing to deliver. */
export function FreightText({
  freight,
  loading,
  chosen,
}: {
  freight: ProductFreight | undefined;
  loading: boolean;
  chosen: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!chosen) return <span className={styles.muted}>{t('shipping.freight.chooseHint')}</span>;
  if (!freight) return <span className={styles.muted}>{loading ? t('shipping.freight.loading') : ''}</span>;
  if (freight.virtual)
    return (
      <span className={styles.muted} data-testid="freight-text">
        {t('shipping.freight.virtual')}
      </span>
    );
  if (!freight.deliverable)
    return (
      <span className={styles.blocked} data-testid="freight-text" data-deliverable="false">
        {freight.countryName ? t('shipping.freight.notDeliverable', { place: freight.countryName }) : freight.message}
      </span>
    );
  const free = /^0+(\.0+)?$/.test(freight.freight);
  return (
    <span className={styles.fee} data-testid="freight-text" data-deliverable="true">
      {free ? (
        <strong className={styles.free}>{t('shipping.freight.free')}</strong>
      ) : (
        <Price value={freight.freight} className={styles.money} testId="freight-fee" />
      )}
      {!free && freight.freeOver && (
        <span className={styles.threshold}>{t('shipping.freight.freeOver', { money: money(freight.freeOver) })}</span>
      )}
      {!free && !freight.freeOver && freight.freeCount && (
        <span className={styles.threshold}>{t('shipping.freight.freeCount', { count: freight.freeCount })}</span>
      )}
    </span>
  );
}
