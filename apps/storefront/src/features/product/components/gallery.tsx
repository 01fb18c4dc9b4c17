import { useTranslation } from '../../../lib/i18n';
import styles from './gallery.module.css';

interface Props {
  name: string;
  images: string[];
  /** The image on show: a thumbnail the shopper picked, else the chosen SKU's image, else the first. */
  current: string | undefined;
  onPick(image: string): void;
}

export function Gallery({ name, images, current, onPick }: Props) {
  const { t } = useTranslation();
  const shown = current ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{shown && <img src={shown} alt={name} data-testid="main-image" />}</div>
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
    </div>
  );
}
