import { InboxOutlined } from '@ant-design/icons';
import { type ImportResult, PRODUCT_IMPORT_LIMITS } from '@mall/contract';
import { Alert, Button, Flex, Modal, Statistic, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { applyImport, previewImport } from '../api/product-import';
import { ImportPreviewTable } from './import-preview-table';

/** The file's text as UTF-8 (FileReader: every browser the console supports, and jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

type Props = { open: boolean; onClose: () => void; onImported: () => void };

/**
 * Bulk products: choose a CSV (the export's columns), see what each row would do with its faults in the merchant's
 * language, then save every row at once. Apply stays off while any row has an error: nothing is saved by halves.
 */
export function ImportDialog({ open, onClose, onImported }: Props) {
  const t = useT();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setResult(null);
    setFileError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (chosen: File) => {
    reset();
    if (chosen.size > PRODUCT_IMPORT_LIMITS.bytes) {
      setFileError(t('merchant.productImport.tooLarge'));
      return;
    }
    const text = await readText(chosen);
    setFile({ name: chosen.name, text });
    setBusy('preview');
    try {
      setResult(await previewImport(text));
    } catch {
      // The server's refusal (an unreadable file) was shown as a toast; the merchant chooses another file.
      setFile(null);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy('apply');
    try {
      await applyImport(file.text);
      onImported();
      close();
    } catch {
      // The products changed since the preview: show what the file does now.
      setResult(await previewImport(file.text).catch(() => null));
    } finally {
      setBusy(null);
    }
  };

  const counts = result?.counts;
  const nothingToDo = !!counts && counts.create + counts.update === 0;
  return (
    <Modal
      open={open}
      title={t('merchant.productImport.title')}
      width={1000}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">{file?.name}</Typography.Text>
          <Flex gap={8}>
            {result && <Button onClick={reset}>{t('merchant.productImport.chooseAnother')}</Button>}
            <Button onClick={close}>{t('common.actions.cancel')}</Button>
            <Button
              type="primary"
              data-testid="import-apply"
              disabled={!result || counts!.error > 0 || nothingToDo}
              loading={busy === 'apply'}
              onClick={apply}
            >
              {t('merchant.productImport.apply')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {!result ? (
        <>
          <Upload.Dragger
            accept=".csv,text/csv"
            showUploadList={false}
            disabled={busy !== null}
            beforeUpload={(chosen) => {
              void choose(chosen);
              return false;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {busy === 'preview' ? t('merchant.productImport.reading') : t('merchant.productImport.chooseFile')}
            </p>
            <p className="ant-upload-hint">{t('merchant.productImport.fileHint')}</p>
          </Upload.Dragger>
          {fileError && <Alert style={{ marginTop: 12 }} type="error" showIcon title={fileError} />}
        </>
      ) : (
        <>
          <Flex gap={32} wrap style={{ marginBottom: 12 }} data-testid="import-counts">
            <Statistic title={t('merchant.productImport.counts.create')} value={result.products.create} />
            <Statistic title={t('merchant.productImport.counts.update')} value={result.products.update} />
            <Statistic title={t('merchant.productImport.counts.unchanged')} value={result.counts.unchanged} />
            <Statistic
              title={t('merchant.productImport.counts.error')}
              value={result.counts.error}
              styles={{ content: result.counts.error > 0 ? { color: '#cf1322' } : undefined }}
            />
          </Flex>
          {result.counts.error > 0 ? (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('merchant.productImport.fixErrors')} />
          ) : nothingToDo ? (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('merchant.productImport.nothing')} />
          ) : null}
          <ImportPreviewTable rows={result.rows} />
        </>
      )}
    </Modal>
  );
}
