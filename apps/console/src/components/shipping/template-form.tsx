import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ShippingTemplate, ShippingTemplateInput } from '@mall/contract';
import type { FormInstance } from 'antd';
import { Button, Flex, Input, Radio, Switch, Typography } from 'antd';
import { useT } from '../../lib/i18n';
import { Form } from '../form';
import { NumberInput } from '../number-input';
import { between } from '../number-rules';
import { RegionSelect } from './region-select';

type RuleRow = {
  regions: string[];
  first: number | null;
  firstFee: string | null;
  additional: number | null;
  additionalFee: string | null;
};
type FreeRow = { regions: string[]; minAmount: string | null; minCount: number | null };
export type TemplateFields = {
  name: string;
  chargeBy: 'piece' | 'weight';
  rules: RuleRow[];
  free: FreeRow[];
  undeliverable: string[];
  isDefault: boolean;
};

/** A new template: one rule for everywhere, $5 for the first piece, $2 for each further one. */
export const NEW_TEMPLATE: TemplateFields = {
  name: '',
  chargeBy: 'piece',
  rules: [{ regions: [], first: 1, firstFee: '5.00', additional: 1, additionalFee: '2.00' }],
  free: [],
  undeliverable: [],
  isDefault: false,
};

export function fieldsOf(template: ShippingTemplate): TemplateFields {
  return {
    name: template.name,
    chargeBy: template.chargeBy,
    rules: template.rules.map((rule) => ({ ...rule })),
    free: template.free.map((rule) => ({
      regions: rule.regions,
      minAmount: rule.minAmount ?? null,
      minCount: rule.minCount ?? null,
    })),
    undeliverable: template.undeliverable,
    isDefault: template.isDefault,
  };
}

/** What the server takes: empty free-shipping minimums left out, numbers as numbers, fees as decimal strings. */
export function inputOf(fields: TemplateFields): ShippingTemplateInput {
  return {
    name: fields.name.trim(),
    chargeBy: fields.chargeBy,
    rules: fields.rules.map((rule) => ({
      regions: rule.regions ?? [],
      first: rule.first ?? 0,
      firstFee: String(rule.firstFee ?? ''),
      additional: rule.additional ?? 0,
      additionalFee: String(rule.additionalFee ?? ''),
    })),
    free: (fields.free ?? []).map((rule) => ({
      regions: rule.regions ?? [],
      ...(rule.minAmount !== null && rule.minAmount !== undefined && String(rule.minAmount) !== ''
        ? { minAmount: String(rule.minAmount) }
        : {}),
      ...(rule.minCount !== null && rule.minCount !== undefined ? { minCount: rule.minCount } : {}),
    })),
    undeliverable: fields.undeliverable ?? [],
    isDefault: fields.isDefault,
  };
}

interface Props {
  form: FormInstance<TemplateFields>;
  initial: TemplateFields;
  onFinish(fields: TemplateFields): void;
  /** Shops choose their default template; the platform's is the default of shops without one. */
  withDefault?: boolean;
}

/**
 * A row's box and the reason under it keep the box's width: a reason wider than its box (Thai "ตั้งแต่ 0 ถึง
 * 999,999.99") widened its item and pushed the row's next boxes away from their headings (walk GP5).
 */
const CELL = { width: 120, marginBottom: 12 } as const;
const WIDE_CELL = { width: 180, marginBottom: 12 } as const;

/** A fee's box: money, the contract's decimal string (the bounds are a rule, see `between`). */
const FEE = { decimals: 2, stringMode: true } as const;

/**
 * A shipping template: how it charges (by piece or by weight), freight rules per group of regions (a rule without
 * regions covers everywhere else), free-shipping rules and regions it does not deliver to.
 */
export function TemplateForm({ form, initial, onFinish, withDefault = true }: Props) {
  const t = useT();
  const chargeBy = (Form.useWatch('chargeBy', form) ?? initial.chargeBy) as 'piece' | 'weight';
  const unit = chargeBy === 'weight' ? t('shipping.form.kg') : t('shipping.form.pieces');
  const unitInput = { decimals: chargeBy === 'weight' ? 3 : 0 };
  const unitRange = between(t, chargeBy === 'weight' ? 0.001 : 1, 9999);
  const required = { required: true, message: t('shipping.form.required') };
  const feeRange = between(t, 0, 999999.99);

  return (
    <Form<TemplateFields>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      scrollToFirstError
      data-testid="template-form"
    >
      <Flex gap={24} wrap>
        <Form.Item
          name="name"
          label={t('shipping.form.name')}
          rules={[{ required: true, whitespace: true, message: t('shipping.form.nameRequired') }]}
          style={{ flex: '1 1 280px' }}
        >
          <Input maxLength={30} showCount data-testid="template-name" />
        </Form.Item>
        <Form.Item name="chargeBy" label={t('shipping.form.chargeBy')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'piece', label: t('shipping.chargeBy.piece') },
              { value: 'weight', label: t('shipping.chargeBy.weight') },
            ]}
            data-testid="template-charge-by"
          />
        </Form.Item>
        {withDefault && (
          <Form.Item name="isDefault" label={t('shipping.form.isDefault')} valuePropName="checked">
            <Switch data-testid="template-default" />
          </Form.Item>
        )}
      </Flex>

      <Typography.Title level={5}>{t('shipping.form.rules')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('shipping.form.rulesHelp')}</Typography.Paragraph>
      <Form.List name="rules">
        {(items, { add, remove }) => (
          <>
            <Flex gap={8} style={{ marginBottom: 4 }}>
              <Typography.Text type="secondary" style={{ flex: 1 }}>
                {t('shipping.form.regions')}
              </Typography.Text>
              {[
                t('shipping.form.first', { unit }),
                t('shipping.form.firstFee'),
                t('shipping.form.additional', { unit }),
                t('shipping.form.additionalFee'),
              ].map((label) => (
                <Typography.Text key={label} type="secondary" style={{ width: 120 }}>
                  {label}
                </Typography.Text>
              ))}
              <span style={{ width: 32 }} />
            </Flex>
            {items.map((item) => (
              <Flex key={item.key} gap={8} align="start" data-testid="template-rule">
                <Form.Item name={[item.name, 'regions']} style={{ flex: 1, minWidth: 0, marginBottom: 12 }}>
                  <RegionSelect
                    placeholder={t('shipping.form.everywhereElse')}
                    aria-label={t('shipping.form.regions')}
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'first']} rules={[required, unitRange]} style={CELL}>
                  <NumberInput {...unitInput} style={{ width: 120 }} aria-label={t('shipping.form.first', { unit })} />
                </Form.Item>
                <Form.Item name={[item.name, 'firstFee']} rules={[required, feeRange]} style={CELL}>
                  <NumberInput {...FEE} style={{ width: 120 }} aria-label={t('shipping.form.firstFee')} />
                </Form.Item>
                <Form.Item name={[item.name, 'additional']} rules={[required, unitRange]} style={CELL}>
                  <NumberInput
                    {...unitInput}
                    style={{ width: 120 }}
                    aria-label={t('shipping.form.additional', { unit })}
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'additionalFee']} rules={[required, feeRange]} style={CELL}>
                  <NumberInput {...FEE} style={{ width: 120 }} aria-label={t('shipping.form.additionalFee')} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  disabled={items.length === 1}
                  onClick={() => remove(item.name)}
                  aria-label={t('shipping.form.removeRule')}
                />
              </Flex>
            ))}
            {items.length < 50 && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ regions: [], first: 1, firstFee: '5.00', additional: 1, additionalFee: '2.00' })}
                style={{ marginBottom: 24 }}
                data-testid="template-add-rule"
              >
                {t('shipping.form.addRule')}
              </Button>
            )}
          </>
        )}
      </Form.List>

      <Typography.Title level={5}>{t('shipping.form.free')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('shipping.form.freeHelp')}</Typography.Paragraph>
      <Form.List name="free">
        {(items, { add, remove }) => (
          <>
            {items.map((item) => (
              <Flex key={item.key} gap={8} align="start" data-testid="template-free">
                <Form.Item name={[item.name, 'regions']} style={{ flex: 1, minWidth: 0, marginBottom: 12 }}>
                  <RegionSelect placeholder={t('shipping.form.everywhere')} aria-label={t('shipping.form.regions')} />
                </Form.Item>
                <Form.Item name={[item.name, 'minAmount']} rules={[feeRange]} style={WIDE_CELL}>
                  <NumberInput
                    {...FEE}
                    style={{ width: 180 }}
                    prefix={t('shipping.form.minAmount')}
                    aria-label={t('shipping.form.minAmount')}
                  />
                </Form.Item>
                <Form.Item rules={[between(t, 1, 9999)]} name={[item.name, 'minCount']} style={WIDE_CELL}>
                  <NumberInput
                    decimals={0}
                    style={{ width: 180 }}
                    prefix={t('shipping.form.minCount')}
                    aria-label={t('shipping.form.minCount')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(item.name)}
                  aria-label={t('shipping.form.removeRule')}
                />
              </Flex>
            ))}
            {items.length < 50 && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ regions: [], minAmount: '49.00', minCount: null })}
                style={{ marginBottom: 24 }}
                data-testid="template-add-free"
              >
                {t('shipping.form.addFree')}
              </Button>
            )}
          </>
        )}
      </Form.List>

      <Form.Item
        name="undeliverable"
        label={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('shipping.form.undeliverable')}
          </Typography.Title>
        }
        extra={t('shipping.form.undeliverableHelp')}
      >
        <RegionSelect placeholder={t('shipping.form.nowhere')} data-testid="template-undeliverable" />
      </Form.Item>
    </Form>
  );
}
