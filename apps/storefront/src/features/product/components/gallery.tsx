import { type MouseEvent, useId, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import styles from './gallery.module.css';

interface Props {
  name: string;
  images: string[];
  /** The image on show: a thumbnail the shopper picked, else the chosen SKU's image, else the first. */
  current: string | undefined;
  onPick(image: string): void;
}

/** How far the picture under the pointer is enlarged. */
const ZOOM = 2.2;

/**
 * The product's pictures: the one on show enlarges under the pointer (the part under it stays under it), a click
 * opens the full-size picture with the others a click or an arrow key away; thumbnails below choose the picture.
 */
export function Gallery({ name, images, current, onPick }: Props) {
  const { t } = useTranslation();
  const shown = current ?? images[0];
  const [origin, setOrigin] = useState<string | null>(null);
  const [fullSize, setFullSize] = useState<number | null>(null);
  const all = shown && !images.includes(shown) ? [shown, ...images] : images;

  const follow = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${Math.min(100, Math.max(0, x)).toFixed(1)}% ${Math.min(100, Math.max(0, y)).toFixed(1)}%`);
  };

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        aria-label={t('common.labelValue', { label: t('product.fullSize'), value: name })}
        title={t('product.zoomHint')}
        onMouseMove={follow}
        onMouseLeave={() => setOrigin(null)}
        onClick={() => shown && setFullSize(Math.max(0, all.indexOf(shown)))}
        data-testid="main-image-button"
        data-zoomed={origin !== null}
      >
        {shown && (
          <img
            src={shown}
            alt={name}
            data-testid="main-image"
            style={origin ? { transform: `scale(${ZOOM})`, transformOrigin: origin } : undefined}
          />
        )}
      </button>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              className={styles.thumb}
              aria-current={image === shown}
              aria-label={t('product.showImage', { number: index + 1 })}
              onMouseEnter={() => onPick(image)}
              onClick={() => onPick(image)}
            >
              <img src={image} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {fullSize !== null && all.length > 0 && (
        <FullSize name={name} images={all} index={fullSize} onIndex={setFullSize} onClose={() => setFullSize(null)} />
      )}
    </div>
  );
}

function FullSize({
  name,
  images,
  index,
  onIndex,
  onClose,
}: {
  name: string;
  images: string[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.fullSize} testId="full-size">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons do the same. */}
      <div
        className={styles.stage}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        <h2 id={titleId} className="visually-hidden">
          {name}
        </h2>
        <img src={images[index]} alt={name} className={styles.fullImage} data-testid="full-size-image" />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              onClick={() => step(-1)}
              aria-label={t('product.previousImage')}
              data-testid="full-size-previous"
            >
              <Icon name="left" size={28} />
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              onClick={() => step(1)}
              aria-label={t('product.nextImage')}
              data-testid="full-size-next"
            >
              <Icon name="right" size={28} />
            </button>
            <p className={styles.counter} data-testid="full-size-counter">
              {index + 1} / {images.length}
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
