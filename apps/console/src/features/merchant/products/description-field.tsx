import { PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadImage } from '../../../components/image-upload';
import { useT } from '../../../lib/i18n';

/**
 * The description as the storefront's allowlisted HTML (p, br, ul, ol, li, strong, em, h3, h4, img); the server keeps
 * only those. A picture is uploaded and added as a paragraph of its own.
 */
export function DescriptionField({
  value = '',
  onChange,
  id,
  label,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  /** The box's name for a screen reader (the card or line above it is not tied to it; the placeholder is HTML). */
  label: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Input.TextArea
        id={id}
        aria-label={label}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        rows={8}
        maxLength={20000}
        showCount
        placeholder={t('merchant.productForm.descriptionPlaceholder')}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 24 }} gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('merchant.productForm.descriptionHelp')}
        </Typography.Text>
        <Upload
          accept="image/jpeg,image/png"
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            setBusy(true);
            uploadImage(file as File)
              .then((url) => {
                onChange?.(`${value}${value && !value.endsWith('\n') ? '\n' : ''}<p><img src="${url}"></p>\n`);
                onSuccess?.(url);
              })
              .catch((e: Error) => onError?.(e))
              .finally(() => setBusy(false));
          }}
        >
          <Button icon={<PictureOutlined />} loading={busy}>
            {t('merchant.productForm.insertPicture')}
          </Button>
        </Upload>
      </Flex>
    </>
  );
}
