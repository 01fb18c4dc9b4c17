import type { Sku } from '@mall/contract';
import { useTranslation } from '../../../lib/i18n';
import styles from './buy-box.module.css';
import { type Attr, isValueAvailable, type Selection } from './sku-logic';

interface Props {
  attrs: Attr[];
  skus: Sku[];
  selection: Selection;
  onChoose(attrIndex: number, value: string): void;
}

/** One row of value buttons per attribute; a value with no SKU in stock for the other choices is disabled. */
export function SkuPicker({ attrs, skus, selection, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {attrs.map((attr, attrIndex) => (
        <fieldset key={attr.name} className={styles.attr}>
          <legend className={styles.attrName}>{attr.name}</legend>
          <div className={styles.attrValues}>
            {attr.values.map((value) => {
              const available = isValueAvailable(skus, selection, attrIndex, value);
              const chosen = selection[attrIndex] === value;
              return (
                <button
                  key={value}
                  type="button"
                  className={styles.value}
                  aria-pressed={chosen}
                  aria-disabled={!available}
                  title={available ? undefined : t('product.unavailable')}
                  onClick={() => available && onChoose(attrIndex, value)}
                  data-testid="sku-value"
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
