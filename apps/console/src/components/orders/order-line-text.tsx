import { Typography } from 'antd';
import { Fragment } from 'react';

/** Where a piece ends: a space, or Chinese and Japanese punctuation (a line may break after it). */
const PIECES = /(\s+|[，。：；、！？（）【】「」『』]+)/;

/**
 * A text whose pieces holding a digit ("18-55mm", "120Hz高刷屏", "1亿像素") never break across lines: a narrow
 * column wraps it between words, not inside a size or a model, which read as one piece. Order lines are read in the
 * console's language since audit AF2, and those words broke at their hyphen or between Chinese characters.
 */
export function WholeNumbers({ text }: { text: string }) {
  return (
    <>
      {/* Chinese options have no spaces: "颜色：黑色，存储容量：128GB" was one unbreakable piece, wider than the column, and
          its closing "）" was clipped off with no ellipsis (audit FS6). Full-width punctuation ends a piece too. */}
      {text.split(PIECES).map((piece, i) =>
        /\d/.test(piece) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in their order.
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {piece}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={i}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * An order's line in a list: its name, its options (secondary) and its quantity. A word of the name may break
 * anywhere when the column is narrower than it (a long Spanish or German word), so that a list of names in the
 * console's language never widens its table; the pieces with a digit stay whole.
 */
export function OrderLineText({ item }: { item: { name: string; skuText: string; quantity: number } }) {
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <WholeNumbers text={item.name} />
      {item.skuText && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {' ('}
          <WholeNumbers text={item.skuText} />)
        </Typography.Text>
      )}{' '}
      × {item.quantity}
    </div>
  );
}

/**
 * An order's line in a list's cell (audit CJ item 3): the name and options take at most two lines, then end in an
 * ellipsis; the quantity always shows, and the whole line is the cell's title (read on hover, and whole by a screen
 * reader). A list of orders keeps short rows at a 1200 px window instead of a narrow column of names wrapped word by
 * word.
 */
export function OrderLineCell({ item }: { item: { name: string; skuText: string; quantity: number } }) {
  const whole = `${item.name}${item.skuText ? ` (${item.skuText})` : ''} × ${item.quantity}`;
  return (
    <div className="cell-line-with-tail" title={whole}>
      <span>
        <WholeNumbers text={item.name} />
        {item.skuText && (
          <Typography.Text type="secondary">
            {' ('}
            <WholeNumbers text={item.skuText} />)
          </Typography.Text>
        )}
      </span>
      <span>× {item.quantity}</span>
    </div>
  );
}
