import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { RegionSelect } from '../../../components/shipping/region-select';
import { fieldsOf, inputOf, type TemplateFields, TemplateForm } from '../../../components/shipping/template-form';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { defaultTemplateQuery, saveDefaultTemplate, saveServedCountries, servedCountriesQuery } from './api';

/** Shipping for the whole mall: the countries it delivers to, and the freight of shops without a template. */
export default function ShippingPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('shipping.menu.platform')} />
      <ServedCountriesCard />
      <DefaultTemplateCard />
    </>
  );
}

function ServedCountriesCard() {
  const t = useT();
  const client = useQueryClient();
  const served = useQuery(servedCountriesQuery());
  const [countries, setCountries] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const value = countries ?? served.data?.countries ?? [];
  const save = async () => {
    setBusy(true);
    try {
      await saveServedCountries({ countries: value });
      setCountries(null);
      await client.invalidateQueries({ queryKey: ['admin', 'shipping', 'countries'] });
      await client.invalidateQueries({ queryKey: ['geo'] });
    } catch {
      // Shown by the API client; the choice stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('shipping.platform.countries')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('shipping.platform.countriesHelp')}</Typography.Paragraph>
      {served.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex gap={12} align="start">
          <div style={{ flex: 1, minWidth: 0 }}>
            <RegionSelect
              value={value}
              onChange={setCountries}
              servedOnly={false}
              countriesOnly
              placeholder={t('shipping.platform.everyCountry')}
              aria-label={t('shipping.platform.countries')}
              data-testid="served-countries"
            />
          </div>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="served-save">
            {t('common.actions.save')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}

function DefaultTemplateCard() {
  const t = useT();
  const client = useQueryClient();
  const template = useQuery(defaultTemplateQuery());
  const [form] = Form.useForm<TemplateFields>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (template.data) form.setFieldsValue(fieldsOf(template.data));
  }, [template.data, form]);
  const submit = async (fields: TemplateFields) => {
    setBusy(true);
    try {
      await saveDefaultTemplate({ ...inputOf(fields), isDefault: true, version: template.data?.version ?? 0 });
      await client.invalidateQueries({ queryKey: ['admin', 'shipping', 'template'] });
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t('shipping.platform.template')}
      extra={
        <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="platform-template-save">
          {t('common.actions.save')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('shipping.platform.templateHelp')} style={{ marginBottom: 16 }} />
      {!template.data ? (
        <Skeleton active />
      ) : (
        <TemplateForm form={form} initial={fieldsOf(template.data)} onFinish={submit} withDefault={false} />
      )}
    </Card>
  );
}
