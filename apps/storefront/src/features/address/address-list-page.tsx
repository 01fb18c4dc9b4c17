import { useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorPage } from '../../components/ui/error-page';
import { statusOfError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteAddress } from './api/delete-address';
import { type Address, useAddresses } from './api/get-addresses';
import { useSetDefaultAddress } from './api/set-default-address';
import styles from './components/address.module.css';
import { AddressCard } from './components/address-card';
import { AddressForm, type DialCodeSlot } from './components/address-form';

/** The server keeps at most this many addresses per shopper. */
const MAX_ADDRESSES = 50;

/** /users/address_list: the address book (set default, add, edit, delete with confirmation). */
export default function AddressListPage({ renderDialCode }: { renderDialCode: DialCodeSlot }) {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.address.title'));
  const list = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (list.isError) return <ErrorPage status={statusOfError(list.error)} />;
  const addresses = list.data ?? [];

  const add = () => {
    if (addresses.length >= MAX_ADDRESSES) {
      showToast(t('buying.address.full', { max: MAX_ADDRESSES }), 'error');
      return;
    }
    setEditing('new');
  };

  return (
    <section className={styles.pageCard} data-testid="address-list">
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('buying.address.title')}</h1>
        {addresses.length > 0 && (
          <span className={styles.pageCount}>
            {t('buying.address.count', { count: addresses.length, max: MAX_ADDRESSES })}
          </span>
        )}
        <button type="button" className={buttons.primary} onClick={add} data-testid="address-add">
          {t('buying.address.add')}
        </button>
      </header>
      {list.isPending ? (
        <div className={styles.grid}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
            <div key={index} className={`skeleton ${styles.cardSkeleton}`} />
          ))}
        </div>
      ) : addresses.length === 0 ? (
        <EmptyState title={t('buying.address.empty')} icon="home">
          <p>{t('buying.address.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.grid}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address}>
                {!address.isDefault && (
                  <button
                    type="button"
                    className={styles.action}
                    disabled={setDefault.isPending}
                    onClick={() =>
                      setDefault.mutate(address.id, {
                        onSuccess: () => showToast(t('buying.address.defaultSet'), 'success'),
                      })
                    }
                    data-testid="address-set-default"
                  >
                    {t('buying.address.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => setEditing(address)}
                  data-testid="address-edit"
                >
                  <BuyingIcon name="edit" size={14} />
                  {t('buying.common.edit')}
                </button>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => setDeleting(address)}
                  data-testid="address-delete"
                >
                  <BuyingIcon name="trash" size={14} />
                  {t('buying.common.delete')}
                </button>
              </AddressCard>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          firstAddress={addresses.length === 0}
          renderDialCode={renderDialCode}
          onSaved={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('buying.address.deleteTitle')}
          text={t('buying.address.deleteText', { name: deleting.realName })}
          confirmLabel={t('buying.common.delete')}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => showToast(t('buying.address.deleted'), 'success'),
              onSettled: () => setDeleting(null),
            })
          }
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
