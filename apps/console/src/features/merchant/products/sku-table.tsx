import { MAX_MONEY, skuCombinations, skuKey } from '@mall/contract';
import { Button, Flex, Table, Typography } from 'antd';
import { cloneElement, type ReactElement, useId, useState } from 'react';
import { Form } from '../../../components/form';
import { ImageUpload } from '../../../components/image-upload';
import { NumberInput } from '../../../components/number-input';
import { type NumberValue, Unreadable, unreadableMessage } from '../../../components/number-rules';
import { type TFunction, useT } from '../../../lib/i18n';

/** A cell holds what its box read, or the text it could not read (refused by `skuRowsProblem`, never sent). */
export type SkuRow = {
  attrValues: string[];
  price: string | Unreadable;
  otPrice: string | Unreadable;
  stock: number | Unreadable;
  /** The count the product had when the form loaded it (none for a new combination): the save sends both. */
  stockShown?: number;
  image: string;
};
export type AttrRow = { name?: string; values?: string[] };

/** Usable attributes: named, with at least one value (the half-typed ones make no SKUs yet). */
export function usableAttrs(attrs: AttrRow[] | undefined): { name: string; values: string[] }[] {
  return (attrs ?? [])
    .filter((a) => a?.name?.trim() && a.values && a.values.length > 0)
    .map((a) => ({ name: (a.name as string).trim(), values: (a.values as string[]).map((v) => v.trim()) }));
}

/**
 * One row per combination of the attribute values; rows of combinations that still exist keep what was typed, so
 * adding a value never wipes the prices already entered.
 */
export function mergeSkus(attrs: { values: string[] }[], previous: SkuRow[] | undefined): SkuRow[] {
  const byKey = new Map((previous ?? []).map((row) => [skuKey(row.attrValues), row]));
  return skuCombinations(attrs).map(
    (attrValues) => byKey.get(skuKey(attrValues)) ?? { attrValues, price: '', otPrice: '', stock: 0, image: '' },
  );
}

/** The lowest price a SKU may have (a cent). */
export const MIN_PRICE = 0.01;
/**
 * A typed price outside a cent to the mall's largest amount (0, negative, too large, or not a number); an empty one is
 * not wrong, it is missing. Neither end is clamped by the input: a slip of the keyboard is refused, never rewritten.
 */
export const priceWrong = (price: NumberValue) =>
  !!price && (price instanceof Unreadable || !(Number(price) >= MIN_PRICE && Number(price) <= Number(MAX_MONEY)));

export type SkuField = 'price' | 'otPrice' | 'stock';

/**
 * Why one box of the SKU rows (or of the batch line) is refused, in the reader's language, or null when it is fine (an
 * empty price is missing, not wrong: the table says so). Each box says its own (walk GP5): a negative price beside a
 * stock of "abc" showed only the stock's reason under the table.
 */
export function skuCellProblem(t: TFunction, field: SkuField, value: NumberValue): string | null {
  if (value instanceof Unreadable) return unreadableMessage(t, value);
  if (field === 'stock') return stockWrong(value) ? t('merchant.productForm.stockRange') : null;
  if (!priceWrong(value)) return null;
  return t(field === 'price' ? 'merchant.productForm.priceTooLow' : 'merchant.productForm.otPriceTooLow');
}

const SKU_FIELDS: SkuField[] = ['price', 'otPrice', 'stock'];

/**
 * What keeps the SKU rows from being saved, as a catalogue key (null when they are fine): a missing price, else a box
 * whose value is refused (its reason is under it, `skuCellProblem`). A price of 0 or below is refused rather than
 * rounded up to the minimum behind the merchant's back.
 */
export function skuRowsProblem(rows: SkuRow[] | undefined): string | null {
  if (!rows?.every((r) => r.price)) return 'merchant.productForm.pricesRequired';
  const wrong = (r: SkuRow) =>
    r.price instanceof Unreadable ||
    r.otPrice instanceof Unreadable ||
    r.stock instanceof Unreadable ||
    priceWrong(r.price) ||
    priceWrong(r.otPrice) ||
    stockWrong(r.stock);
  return rows.some(wrong) ? 'merchant.skuCells.marked' : null;
}

/** A stock outside 0 to 999,999 pieces (refused, not clamped: -7 became 0, 2,000,000 became 999,999). */
export const stockWrong = (stock: NumberValue) =>
  stock !== undefined &&
  stock !== null &&
  !(typeof stock === 'number' && Number.isInteger(stock) && stock >= 0 && stock <= 999_999);

/** A box's value as a cell keeps it: an emptied box holds `empty` ('' for a price, 0 for a stock). */
function cell<T extends string | number>(value: NumberValue, empty: T): T | Unreadable {
  return value === null || value === undefined ? empty : (value as T | Unreadable);
}

/** A box of the SKU rows with its own reason under it when its value is refused, tied to it for screen readers. */
function Cell({ problem, testId, children }: { problem: string | null; testId: string; children: ReactElement }) {
  const id = `${useId()}-error`;
  return (
    <Flex vertical gap={2}>
      {problem
        ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': id })
        : children}
      {problem && (
        <Typography.Text
          type="danger"
          id={id}
          data-testid={`${testId}-error`}
          style={{ fontSize: 12, lineHeight: 1.5 }}
        >
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A row's boxes line up at the top: a reason under one box leaves the others where they were. */
const TOP = () => ({ style: { verticalAlign: 'top' as const } });

type Props = {
  attrs: { name: string; values: string[] }[];
  value?: SkuRow[];
  onChange?: (rows: SkuRow[]) => void;
};

/** The SKU table of the product form (a form control holding the rows). */
export function SkuTable({ attrs, value = [], onChange }: Props) {
  const t = useT();
  const [batch, setBatch] = useState<{ price?: NumberValue; otPrice?: NumberValue; stock?: NumberValue }>({});
  const change = (index: number, patch: Partial<SkuRow>) =>
    onChange?.(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const batchProblems = {
    price: skuCellProblem(t, 'price', batch.price),
    otPrice: skuCellProblem(t, 'otPrice', batch.otPrice),
    stock: skuCellProblem(t, 'stock', batch.stock),
  };
  const batchWrong = SKU_FIELDS.some((field) => batchProblems[field]);
  const applyBatch = () => {
    if (batchWrong) return;
    onChange?.(
      value.map((row) => ({
        ...row,
        ...(typeof batch.price === 'string' && batch.price ? { price: batch.price } : {}),
        ...(typeof batch.otPrice === 'string' && batch.otPrice ? { otPrice: batch.otPrice } : {}),
        ...(typeof batch.stock === 'number' ? { stock: batch.stock } : {}),
      })),
    );
  };

  // The form's refusal of the rows shows under the table; each box turns red for its own value only, not because
  // the form item holding the whole table is in error (antd passes an item's status down to every input in it), and
  // says why under it.
  return (
    <Form.Item noStyle validateStatus="">
      {value.length > 1 && (
        <Flex gap={8} align="start" wrap style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
            {t('merchant.productForm.batch')}
          </Typography.Text>
          <div style={{ width: 140 }}>
            <Cell problem={batchProblems.price} testId="sku-batch-price">
              <NumberInput
                stringMode
                decimals={2}
                placeholder={t('merchant.productForm.price')}
                status={batchProblems.price ? 'error' : undefined}
                aria-label={t('merchant.productForm.price')}
                value={batch.price}
                onChange={(v) => setBatch({ ...batch, price: v })}
              />
            </Cell>
          </div>
          <div style={{ width: 140 }}>
            <Cell problem={batchProblems.otPrice} testId="sku-batch-otPrice">
              <NumberInput
                stringMode
                decimals={2}
                placeholder={t('merchant.productForm.otPrice')}
                status={batchProblems.otPrice ? 'error' : undefined}
                aria-label={t('merchant.productForm.otPrice')}
                value={batch.otPrice}
                onChange={(v) => setBatch({ ...batch, otPrice: v })}
              />
            </Cell>
          </div>
          <div style={{ width: 140 }}>
            <Cell problem={batchProblems.stock} testId="sku-batch-stock">
              <NumberInput
                decimals={0}
                placeholder={t('merchant.productForm.stock')}
                aria-label={t('merchant.productForm.stock')}
                status={batchProblems.stock ? 'error' : undefined}
                value={batch.stock}
                onChange={(v) => setBatch({ ...batch, stock: v })}
              />
            </Cell>
          </div>
          <Button onClick={applyBatch} disabled={batchWrong}>
            {t('merchant.productForm.applyAll')}
          </Button>
        </Flex>
      )}
      <Table<SkuRow>
        size="small"
        pagination={false}
        rowKey={(row) => skuKey(row.attrValues)}
        dataSource={value}
        data-testid="sku-table"
        columns={[
          ...attrs.map((attr, a) => ({
            title: attr.name,
            key: `attr-${a}`,
            onCell: TOP,
            render: (_: unknown, row: SkuRow) => <span style={{ lineHeight: '32px' }}>{row.attrValues[a]}</span>,
          })),
          {
            title: (
              <>
                <span style={{ color: '#ff4d4f' }}>* </span>
                {t('merchant.productForm.price')}
              </>
            ),
            key: 'price',
            onCell: TOP,
            width: 150,
            render: (_, row, i) => (
              <Cell problem={skuCellProblem(t, 'price', row.price)} testId={`sku-price-${i}`}>
                <NumberInput
                  stringMode
                  decimals={2}
                  value={row.price || null}
                  onChange={(v) => change(i, { price: cell(v, '') })}
                  status={skuCellProblem(t, 'price', row.price) ? 'error' : row.price ? undefined : 'warning'}
                  aria-label={`${t('merchant.productForm.price')} ${row.attrValues.join(' ')}`}
                  data-testid={`sku-price-${i}`}
                />
              </Cell>
            ),
          },
          {
            title: t('merchant.productForm.otPrice'),
            key: 'otPrice',
            onCell: TOP,
            width: 150,
            render: (_, row, i) => (
              <Cell problem={skuCellProblem(t, 'otPrice', row.otPrice)} testId={`sku-otPrice-${i}`}>
                <NumberInput
                  stringMode
                  decimals={2}
                  value={row.otPrice || null}
                  onChange={(v) => change(i, { otPrice: cell(v, '') })}
                  status={skuCellProblem(t, 'otPrice', row.otPrice) ? 'error' : undefined}
                  aria-label={`${t('merchant.productForm.otPrice')} ${row.attrValues.join(' ')}`}
                  data-testid={`sku-otPrice-${i}`}
                />
              </Cell>
            ),
          },
          {
            title: t('merchant.productForm.stock'),
            key: 'stock',
            onCell: TOP,
            width: 130,
            render: (_, row, i) => (
              <Cell problem={skuCellProblem(t, 'stock', row.stock)} testId={`sku-stock-${i}`}>
                <NumberInput
                  decimals={0}
                  status={skuCellProblem(t, 'stock', row.stock) ? 'error' : undefined}
                  value={row.stock}
                  onChange={(v) => change(i, { stock: cell(v, 0) })}
                  aria-label={`${t('merchant.productForm.stock')} ${row.attrValues.join(' ')}`}
                  data-testid={`sku-stock-${i}`}
                />
              </Cell>
            ),
          },
          {
            title: t('merchant.productForm.skuImage'),
            key: 'image',
            onCell: TOP,
            width: 90,
            render: (_, row, i) => <ImageUpload compact value={row.image} onChange={(image) => change(i, { image })} />,
          },
        ]}
      />
    </Form.Item>
  );
}
