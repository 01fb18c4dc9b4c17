import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useMemo, useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { notifyError } from '../lib/notify';

const ACCEPT = 'image/jpeg,image/png';
const MAX_BYTES = 5 * 1024 * 1024;

/** Sends one picture to POST /api/front/upload/image (field `file`); answers its `/uploads/…` address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest<{ url: string }>('/api/front/upload/image', { method: 'POST', body: form })).url;
}

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** How many pictures at most. */
  max?: number;
  /** Small cards without the label (inside a table row). */
  compact?: boolean;
  'data-testid'?: string;
};

/** A form control holding a list of uploaded pictures (JPG or PNG, up to 5 MB each); order is kept. */
export function ImageListUpload({ value = [], onChange, max = 10, compact, ...rest }: Props) {
  const t = useT();
  const [uploading, setUploading] = useState(0);
  const latest = useLatest(value);
  const files = useMemo<UploadFile[]>(
    () => value.map((url, i) => ({ uid: `${i}:${url}`, name: url.split('/').at(-1) ?? url, status: 'done', url })),
    [value],
  );

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      notifyError(t('common.upload.type'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_BYTES) {
      notifyError(t('common.upload.size'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading((n) => n + 1);
    uploadImage(file as File)
      .then((url) => {
        // Read the newest list: several pictures may finish in any order.
        latest.current = [...latest.current, url].slice(0, max);
        onChange?.(latest.current);
        onSuccess?.(url);
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => setUploading((n) => n - 1));
  };

  return (
    <div data-testid={rest['data-testid']} className={compact ? 'compact-upload' : undefined}>
      <Upload
        listType="picture-card"
        accept={ACCEPT}
        multiple={max > 1}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(file) => {
          const next = value.filter((_, i) => `${i}:${value[i]}` !== file.uid);
          latest.current = next;
          onChange?.(next);
        }}
      >
        {value.length + uploading < max && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined aria-label={t('common.actions.upload')} />
            {!compact && <div style={{ marginTop: 8 }}>{t('common.actions.upload')}</div>}
          </button>
        )}
      </Upload>
    </div>
  );
}

/** One picture ('' for none). */
export function ImageUpload({
  value = '',
  onChange,
  compact,
  ...rest
}: {
  value?: string;
  onChange?: (value: string) => void;
  compact?: boolean;
  'data-testid'?: string;
}) {
  return (
    <ImageListUpload
      value={value ? [value] : []}
      onChange={(list) => onChange?.(list.at(-1) ?? '')}
      max={1}
      compact={compact}
      data-testid={rest['data-testid']}
    />
  );
}

function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
