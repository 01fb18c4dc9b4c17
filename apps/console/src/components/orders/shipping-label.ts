import type { MerchantOrderDetail } from '@mall/contract';

type Labels = { consignee: string; items: string };

/** The phone as a courier dials it: dial code and number. */
export const phoneOf = (c: MerchantOrderDetail['consignee']) => [c.countryCode, c.phone].filter(Boolean).join(' ');

/**
 * The shipping label of an order, printed from a window of its own (issue 22): order number, consignee, phone with
 * its dial code, the whole address (country and region named in the merchant's language), and the goods. Built from
 * text nodes, never from HTML, so that nothing a shopper typed can run.
 */
export function printShippingLabel(order: MerchantOrderDetail, labels: Labels): void {
  const win = window.open('', '_blank', 'width=480,height=640');
  if (!win) return;
  const doc = win.document;
  doc.title = order.orderNo;
  const style = doc.createElement('style');
  style.textContent =
    'body{font:14px/1.5 system-ui,sans-serif;margin:24px}h1{font-size:18px;margin:0 0 12px}' +
    'section{border:1px solid #000;padding:12px;margin-bottom:12px}.big{font-size:16px;font-weight:600}';
  doc.head.append(style);
  const add = (parent: HTMLElement, tag: string, text: string, className?: string) => {
    const el = doc.createElement(tag);
    el.textContent = text;
    if (className) el.className = className;
    parent.append(el);
    return el;
  };
  add(doc.body, 'h1', order.orderNo);
  const to = doc.createElement('section');
  add(to, 'div', labels.consignee);
  add(to, 'div', order.consignee.realName, 'big');
  add(to, 'div', phoneOf(order.consignee), 'big');
  add(to, 'div', order.consignee.fullAddress, 'big');
  doc.body.append(to);
  const goods = doc.createElement('section');
  add(goods, 'div', labels.items);
  for (const item of order.items)
    add(goods, 'div', `${item.name}${item.skuText ? ` (${item.skuText})` : ''} × ${item.quantity}`);
  doc.body.append(goods);
  win.focus();
  win.print();
}
