import { charCount, cutToChars, REFUND_EXPLAIN_MAX, type RefundType, toCents } from '@mall/contract';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { LocaleLink } from '../../components/ui/locale-link';
import { Price } from '../../components/ui/price';
import { isNotFound } from '../../lib/api-error';
import { useMoney } from '../../lib/currency';
import { invalidProps, useFieldErrors } from '../../lib/field-errors';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocaleNavigate } from '../../lib/use-locale';
import { useApplyRefund } from './api/apply-refund';
import { useRefundAmount } from './api/compute-refund';
import { type RefundOrder, SHOP_ORDER_NO, useRefundOrder } from './api/get-refund-order';
import { useRefundReasons } from './api/get-refund-reasons';
import { VoucherPicker } from './components/voucher-picker';
import { afterSalesOver, refundableItems, refundTypesFor } from './refund-status';
import styles from './refunds.module.css';

/** /users/refund_confirm?orderNo=SH…[&itemId=…]: ask for a refund of chosen items of a paid shop order. */
export default function RefundConfirmPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('refunds.confirm.title'));
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useRefundOrder(orderNo);

  if (!orderNo) return <Notice text={t('refunds.confirm.missing')} />;
  if (!SHOP_ORDER_NO.test(orderNo)) return <Notice text={t('refunds.confirm.unknown')} />;
  if (order.isPending) return <div className={`skeleton ${styles.panel}`} />;
  if (order.isError) {
    return <Notice text={isNotFound(order.error) ? t('refunds.confirm.unknown') : t('errorPage.failed')} />;
  }
  if (refundTypesFor(order.data.status).length === 0) return <Notice text={t('refunds.confirm.notPaid')} />;
  if (refundableItems(order.data.items).length === 0) return <Notice text={t('refunds.confirm.nothingLeft')} />;
  if (afterSalesOver(order.data)) {
    const date = order.data.afterSalesEnd ? formatDate(order.data.afterSalesEnd, i18n.language, true) : '—';
    return <Notice text={t('refunds.confirm.afterSalesEnded', { date })} />;
  }
  return <RefundForm order={order.data} preselect={Number(params.get('itemId')) || null} />;
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid="refund-confirm-notice">
      <h1 className={styles.pageTitle}>{t('refunds.confirm.title')}</h1>
      <EmptyState title={text} icon="box">
        <LocaleLink to="/users/order_list" className={buttons.primary}>
          {t('refunds.common.backToOrders')}
        </LocaleLink>
      </EmptyState>
    </section>
  );
}

function RefundForm({ order, preselect }: { order: RefundOrder; preselect: number | null }) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const money = useMoney();
  const free = refundableItems(order.items);
  const types = refundTypesFor(order.status);
  const [chosen, setChosen] = useState<number[]>(() =>
    preselect && free.some((item) => item.id === preselect) ? [preselect] : free.map((item) => item.id),
  );
  const [type, setType] = useState<RefundType>('refund');
  const [reason, setReason] = useState('');
  const [explain, setExplain] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const fields = useFieldErrors<'items' | 'reason'>();
  const reasons = useRefundReasons();
  const amount = useRefundAmount(order.orderNo, chosen, reason);
  const apply = useApplyRefund();

  const toggle = (id: number) => {
    fields.fixed('items');
    setChosen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  };
  const allChosen = chosen.length === free.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Every missing choice at once, each under its field, focus on the first (audit AX8); the toast names it too.
    const first = fields.show(
      [
        ['items', chosen.length === 0 ? { key: 'refunds.confirm.chooseItem' } : null],
        ['reason', reason ? null : { key: 'refunds.confirm.chooseReasonFirst' }],
      ],
      (problem) => t(problem.key),
    );
    if (first) return;
    try {
      const { refundNo } = await apply.mutateAsync({
        orderNo: order.orderNo,
        itemIds: chosen,
        type,
        reason,
        explain: explain.trim(),
        images,
      });
      showToast(t('refunds.confirm.submitted'), 'success');
      navigate(`/order/refund_detail?refundNo=${encodeURIComponent(refundNo)}`);
    } catch {
      // The server's reason was shown as a toast; everything typed stays in the form.
    }
  };

  // Characters as the shopper sees them, as the server counts (audit FC3).
  const explainLength = charCount(explain);
  const items = fields.marks('items');
  const reasonMarks = fields.marks('reason');
  return (
    <section className={styles.panel} data-testid="refund-confirm">
      <h1 className={styles.pageTitle}>{t('refunds.confirm.title')}</h1>
      <div className={styles.orderLine}>
        <span>
          {t('refunds.common.orderNo')}{' '}
          <LocaleLink
            to={`/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}`}
            className={styles.link}
            data-testid="refund-order-no"
          >
            {order.orderNo}
          </LocaleLink>
        </span>
        <span className={styles.shopName}>{order.merName}</span>
        <span>{t(`buying.status.${order.status}`)}</span>
      </div>

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <span className={`${styles.label} ${styles.required}`} id="refund-goods">
          {t('refunds.confirm.goods')}
        </span>
        <div>
          <fieldset className={styles.goods} aria-labelledby="refund-goods" aria-describedby={items.error?.id}>
            <label className={styles.goodsHead}>
              <input
                type="checkbox"
                className={styles.check}
                checked={allChosen}
                onChange={() => {
                  fields.fixed('items');
                  setChosen(allChosen ? [] : free.map((item) => item.id));
                }}
                id={fields.inputId('items')}
                {...invalidProps(items)}
                data-testid="refund-select-all"
              />
              {t('refunds.confirm.selectAll')}
            </label>
            {order.items.map((item) => {
              const open = item.refundStatus === 'none';
              return (
                <label
                  key={item.id}
                  className={styles.goodsRow}
                  data-off={open ? undefined : ''}
                  data-testid="refund-item"
                >
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={chosen.includes(item.id)}
                    disabled={!open}
                    onChange={() => toggle(item.id)}
                    aria-label={t('refunds.confirm.selectItem', { name: item.name })}
                    {...invalidProps(items)}
                  />
                  <span className={styles.thumb}>
                    <img src={item.image} alt="" width={64} height={64} loading="lazy" />
                  </span>
                  <span className={styles.itemInfo}>
                    <span className={styles.itemName}>{item.name}</span>
                    {item.skuText && <span className={styles.muted}>{item.skuText}</span>}
                    {!open && (
                      <span className={styles.tag}>
                        {item.refundStatus === 'refunded'
                          ? t('refunds.status.refunded')
                          : t('refunds.confirm.inRefund')}
                      </span>
                    )}
                  </span>
                  <span className={styles.itemPrice}>
                    <Price value={item.price} />
                    <span className={styles.muted}>×{item.quantity}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {items.error && (
            <p id={items.error.id} className={styles.fieldError} data-testid="refund-items-error">
              {t(items.error.problem.key)}
            </p>
          )}
        </div>

        <span className={`${styles.label} ${styles.required}`} id="refund-type">
          {t('refunds.confirm.type')}
        </span>
        <div>
          <div className={styles.types} role="radiogroup" aria-labelledby="refund-type">
            {(['refund', 'return'] as const).map((value) => (
              <label key={value} className={styles.typeCard}>
                <input
                  type="radio"
                  name="refund-type"
                  value={value}
                  checked={type === value}
                  disabled={!types.includes(value)}
                  onChange={() => setType(value)}
                  data-testid={`refund-type-${value}`}
                />
                <span className={styles.typeName}>{t(`refunds.type.${value}`)}</span>
                <span className={styles.muted}>
                  {types.includes(value)
                    ? t(value === 'refund' ? 'refunds.confirm.refundHint' : 'refunds.confirm.returnHint')
                    : t('refunds.confirm.returnAfterShip')}
                </span>
              </label>
            ))}
          </div>
        </div>

        <label className={`${styles.label} ${styles.required}`} htmlFor={fields.inputId('reason')}>
          {t('refunds.confirm.reason')}
        </label>
        <div>
          <select
            id={fields.inputId('reason')}
            className={styles.select}
            value={reason}
            onChange={(event) => {
              fields.fixed('reason');
              setReason(event.target.value);
            }}
            {...invalidProps(reasonMarks)}
            data-testid="refund-reason"
          >
            <option value="">{t('refunds.confirm.chooseReason')}</option>
            {(reasons.data ?? []).map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </select>
          {reasonMarks.error && (
            <p id={reasonMarks.error.id} className={styles.fieldError} data-testid="refund-reason-error">
              {t(reasonMarks.error.problem.key)}
            </p>
          )}
        </div>

        <span className={styles.label}>{t('refunds.common.amount')}</span>
        <div className={styles.amountLine} data-testid="refund-amount-line">
          {chosen.length > 0 && amount.data ? (
            <>
              <Price value={amount.data.amount} className={styles.amount} testId="refund-amount" />
              {toCents(amount.data.freight) > 0 && (
                <span className={styles.muted}>
                  {t('refunds.confirm.freightIncluded', { amount: money(amount.data.freight) })}
                </span>
              )}
              {toCents(amount.data.freightDeducted) > 0 && (
                <span className={styles.muted} data-testid="refund-freight-kept">
                  {t('refunds.confirm.freightKept', { amount: money(amount.data.freightDeducted) })}
                </span>
              )}
              {amount.data.points > 0 && (
                <span className={styles.muted}>{t('refunds.common.points', { count: amount.data.points })}</span>
              )}
              <span className={styles.muted}>{t('refunds.confirm.amountNote')}</span>
            </>
          ) : (
            <span className={styles.amount}>—</span>
          )}
        </div>

        <span className={styles.label}>{t('refunds.confirm.instructions')}</span>
        <ul className={styles.instructions}>
          <li>{t('refunds.confirm.instruction1')}</li>
          <li>{t('refunds.confirm.instruction2')}</li>
          <li>{t('refunds.confirm.instruction3')}</li>
          <li>{t('refunds.confirm.instruction4')}</li>
        </ul>

        <label className={styles.label} htmlFor="refund-explain">
          {t('refunds.confirm.remark')}
        </label>
        <div>
          <div className={styles.textareaBox}>
            <textarea
              id="refund-explain"
              className={styles.textarea}
              value={explain}
              placeholder={t('refunds.confirm.remarkPlaceholder')}
              // No more than the limit as the server counts it (a `maxLength` counts UTF-16 units: emoji twice).
              onChange={(event) => setExplain(cutToChars(event.target.value, REFUND_EXPLAIN_MAX))}
              data-testid="refund-explain"
            />
            <span
              className={`${styles.counter} ${explainLength >= REFUND_EXPLAIN_MAX ? styles.counterOver : ''}`}
              data-testid="refund-explain-count"
              aria-live="polite"
            >
              {explainLength}/{REFUND_EXPLAIN_MAX}
            </span>
          </div>
        </div>

        <span className={styles.label}>{t('refunds.confirm.vouchers')}</span>
        <VoucherPicker images={images} onChange={setImages} onBusy={setUploading} />

        <div className={styles.submitRow}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.large}`}
            disabled={apply.isPending || uploading}
            data-testid="refund-submit"
          >
            {apply.isPending ? t('refunds.confirm.submitting') : t('refunds.confirm.submit')}
          </button>
          <LocaleLink to="/users/order_list" className={styles.link}>
            {t('refunds.common.backToOrders')}
          </LocaleLink>
        </div>
      </form>
    </section>
  );
}
