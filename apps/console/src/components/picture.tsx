import { Image, type ImageProps, Rate } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '../lib/i18n';

/**
 * A picture the reader may open large. Ant Design draws its preview as a button named only by the picture's `alt`:
 * without one a screen reader hears "button" and nothing else (audit HA3: review pictures, refund evidence,
 * qualifications, banners). So every console picture says what it is.
 */
export function Picture(props: ImageProps & { alt: string }) {
  return <Image {...props} />;
}

Picture.PreviewGroup = Image.PreviewGroup;

/** A picture of a row of them, named by its place in the console's language: "Picture 2", "รูปที่ 2". */
export function usePictureName(): (index: number) => string {
  const t = useT();
  return (index) => t('common.a11y.picture', { n: index + 1 });
}

/**
 * A score out of five, shown as stars and read as one picture: "4 of 5 stars", "4 จาก 5 ดาว". A disabled Ant Design
 * Rate is five radio buttons without names, read ten times a row on the reviews page (audit HA3).
 */
export function Stars({ score, style }: { score: number; style?: CSSProperties }) {
  const t = useT();
  return (
    <span role="img" aria-label={t('common.a11y.stars', { score })} style={{ display: 'inline-block' }}>
      <Rate disabled value={score} style={style} aria-hidden />
    </span>
  );
}
