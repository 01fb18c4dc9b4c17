import type { Sku } from '@mall/contract';

export interface Attr {
  name: string;
  values: string[];
}

/** The chosen value per attribute (same order as `attrs`), or null where nothing is chosen yet. */
export type Selection = Array<string | null>;

function matches(sku: Sku, selection: Selection, skip?: number): boolean {
  return selection.every((value, index) => index === skip || value === null || sku.attrValues[index] === value);
}

/**
 * Whether choosing `value` for attribute `attrIndex` can lead to a SKU in stock, given the values chosen for the
 * other attributes. A value that cannot is shown disabled.
 */
export function isValueAvailable(skus: Sku[], selection: Selection, attrIndex: number, value: string): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.attrValues[attrIndex] === value && matches(sku, selection, attrIndex));
}

/** Starts with the first SKU in stock, so a price and stock show at once; nothing chosen when all are sold out. */
/**
 * The same choice in the product as read again in another language: attribute values keep their places (a
 * translation renames them, never reorders them), so each chosen value is carried over by its position.
 */
export function carrySelection(before: Attr[], after: Attr[], selection: Selection): Selection {
  return after.map((attr, i) => {
    const chosen = selection[i];
    const at = chosen === null || chosen === undefined ? -1 : (before[i]?.values.indexOf(chosen) ?? -1);
    return at < 0 ? null : (attr.values[at] ?? null);
  });
}

export function initialSelection(attrs: Attr[], skus: Sku[]): Selection {
  const first = skus.find((sku) => sku.stock > 0);
  return attrs.map((_, index) => first?.attrValues[index] ?? null);
}

/** The SKU of a complete selection (a product without attributes has its single SKU). */
export function findSku(attrs: Attr[], skus: Sku[], selection: Selection): Sku | undefined {
  if (attrs.length === 0) return skus[0];
  if (selection.some((value) => value === null)) return undefined;
  return skus.find((sku) => matches(sku, selection));
}

/**
 * Chooses (or, when chosen already, clears) a value. Values of other attributes that no longer lead to a SKU in stock
 * with the new choice are cleared, so the selection never sticks in an impossible combination.
 */
export function chooseValue(skus: Sku[], selection: Selection, attrIndex: number, value: string): Selection {
  const next = selection.slice();
  next[attrIndex] = selection[attrIndex] === value ? null : value;
  for (let index = 0; index < next.length; index++) {
    const current = next[index];
    if (index !== attrIndex && current !== null && current !== undefined) {
      if (!isValueAvailable(skus, next, index, current)) next[index] = null;
    }
  }
  return next;
}

/** Name of the first attribute still to choose. */
export function missingAttribute(attrs: Attr[], selection: Selection): string | undefined {
  return attrs.find((_, index) => selection[index] === null || selection[index] === undefined)?.name;
}

export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.max(1, max), Math.floor(value)));
}
