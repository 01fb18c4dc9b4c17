import { type ImportAction, type ImportRow, isLocale, LOCALE_NAMES, PRODUCT_CSV_COLUMNS } from '@mall/contract';
import { Table, Tag, Typography } from 'antd';
import { usePageButtons } from '../../../lib/antd-icons';
import { count } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

const ACTION_COLOURS: Record<ImportAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'default',
  error: 'red',
};

/**
 * A column key of the file in the console's words (a title the import did not know stays as the merchant wrote it).
 * A translation column ("options.zh-CN") reads as the export's header writes it: "Options (简体中文)".
 */
export function useColumnTitle() {
  const t = useT();
  return (column: string) => {
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(column)) return column;
    const [field, locale] = column.split('.');
    if (locale && isLocale(locale)) {
      const words = field === 'name' ? t('merchant.productImport.columns.name') : t('merchant.productImport.options');
      return `${words} (${LOCALE_NAMES[locale]})`;
    }
    return t(`merchant.productImport.columns.${column}`);
  };
}

/** The preview's rows: what each would do, and its faults in red with the column they are in. */
export function ImportPreviewTable({ rows }: { rows: ImportRow[] }) {
  const pageButtons = usePageButtons();
  const t = useT();
  const title = useColumnTitle();
  return (
    <Table<ImportRow>
      size="small"
      rowKey="row"
      dataSource={rows}
      scroll={{ x: 900, y: 380 }}
      pagination={{ ...pageButtons, pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      onRow={(r) => (r.action === 'error' ? { style: { background: '#fff1f0' } } : {})}
      columns={[
        { title: t('merchant.productImport.row'), dataIndex: 'row', width: 70 },
        {
          title: t('merchant.productImport.product'),
          key: 'product',
          width: 260,
          render: (_, r) => (
            <>
              <div>{r.name || '—'}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.productId ? `ID ${r.productId}` : t('merchant.productImport.newProduct')}
                {r.skuId ? ` · SKU ${r.skuId}` : ''}
              </Typography.Text>
            </>
          ),
        },
        { title: t('merchant.productImport.sku'), dataIndex: 'sku', width: 140, render: (sku: string) => sku || '—' },
        {
          title: t('merchant.productImport.result'),
          key: 'action',
          width: 120,
          render: (_, r) => (
            <Tag color={ACTION_COLOURS[r.action]} data-testid={`import-action-${r.row}`}>
              {t(`merchant.productImport.actions.${r.action}`)}
            </Tag>
          ),
        },
        {
          title: t('merchant.productImport.details'),
          key: 'details',
          render: (_, r) =>
            r.errors.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {r.errors.map((e) => (
                  <li key={`${e.column}:${e.message}`}>
                    <Typography.Text type="danger">
                      {e.column
                        ? t('merchant.productImport.fault', { column: title(e.column), message: e.message })
                        : e.message}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
            ) : (
              <>
                {r.changes.length > 0 ? (
                  <Typography.Text type="secondary">
                    {t('merchant.productImport.changed', {
                      columns: r.changes
                        .map((c) =>
                          // The stock's numbers, as they move (audit DS1): a second import of a file shows none.
                          c === 'stock' && r.stock
                            ? `${title(c)} ${count(r.stock.from)} → ${count(r.stock.to)}`
                            : title(c),
                        )
                        .join(', '),
                    })}
                  </Typography.Text>
                ) : null}
                {/* A new product named like one of the shop's (audit AO2): said, the import still allowed. */}
                {r.warnings?.map((w) => (
                  <div key={`${w.column}:${w.message}`} data-testid={`import-warning-${r.row}`}>
                    <Typography.Text type="warning">
                      {w.column
                        ? t('merchant.productImport.fault', { column: title(w.column), message: w.message })
                        : w.message}
                    </Typography.Text>
                  </div>
                ))}
              </>
            ),
        },
      ]}
    />
  );
}
