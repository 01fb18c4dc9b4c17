import { DatePicker, type GetProps } from 'antd';
import { useId, useLayoutEffect } from 'react';
import { dayBoxFormat, momentBoxFormat } from '../lib/format';
import { useT } from '../lib/i18n';

type Props = Omit<GetProps<typeof DatePicker.RangePicker>, 'id'> & { id?: string };

/**
 * Every date range of the console: antd's RangePicker with a name for each of its two boxes. antd gives an
 * `aria-label` to both boxes alike and a form's label only to the first, so a screen reader met the end box unnamed
 * (closing note s14). Each box is named "Start date" / "End date" in the console's language, after the range's own
 * name: its `aria-label`, else the form label that points at it ("Activity time: start date").
 */
export function DateRangePicker({ id, 'aria-label': name, ...props }: Props) {
  const t = useT();
  const own = useId();
  const start = id ?? `${own}start`;
  const end = `${start}-end`;

  // antd passes the same aria attributes to both boxes, so each gets its own name here, after every render (the
  // language or the form label may have changed).
  useLayoutEffect(() => {
    const label = [...document.getElementsByTagName('label')].find((l) => l.htmlFor === start)?.textContent?.trim();
    const range = name ?? label;
    for (const [box, key] of [
      [start, 'start'],
      [end, 'end'],
    ] as const) {
      document
        .getElementById(box)
        ?.setAttribute('aria-label', range ? t(`common.dates.${key}Of`, { name: range }) : t(`common.dates.${key}`));
    }
  });

  // The days (or moments) as the page writes its dates, in the console's language (audit DS10).
  const format = props.format ?? (props.showTime ? momentBoxFormat() : dayBoxFormat());
  return <DatePicker.RangePicker {...props} format={format} id={{ start, end }} />;
}
