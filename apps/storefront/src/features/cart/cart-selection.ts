import { addCents, fromCents, multiplyCents, toCents } from '@mall/contract';
import type { CartGroup, CartItem } from './api/get-cart-list';

/**
 * What the shopper ticked in the cart: ids of cart lines. Only valid lines (on sale, in stock) can be ticked; every
 * function here keeps invalid lines out, whatever it is asked.
 */
export type Selection = ReadonlySet<number>;

/** A shop's lines that can be bought now. */
export function validItems(group: CartGroup): CartItem[] {
  return group.items.filter((item) => item.valid);
}

/** Shops with at least one line that can be bought, each with only those lines. */
export function buyableGroups(groups: CartGroup[]): CartGroup[] {
  return groups.map((group) => ({ ...group, items: validItems(group) })).filter((group) => group.items.length > 0);
}

/** Lines that cannot be bought (off sale, shop closed, out of stock), with their shop's name. */
export function unavailableItems(groups: CartGroup[]): Array<CartItem & { merName: string }> {
  return groups.flatMap((group) =>
    group.items.filter((item) => !item.valid).map((item) => ({ ...item, merName: group.merName })),
  );
}

function selectableIds(groups: CartGroup[]): number[] {
  return groups.flatMap((group) => validItems(group).map((item) => item.id));
}

function allIn(ids: number[], selection: Selection): boolean {
  return ids.length > 0 && ids.every((id) => selection.has(id));
}

/** The ticked lines: every buyable line except those the shopper unticked (so lines new to the cart come ticked). */
export function selectionWithout(groups: CartGroup[], unticked: ReadonlySet<number>): Selection {
  return new Set(selectableIds(groups).filter((id) => !unticked.has(id)));
}

/** The buyable lines a selection leaves unticked: what is remembered between visits. */
export function untickedBy(groups: CartGroup[], selection: Selection): Set<number> {
  return new Set(selectableIds(groups).filter((id) => !selection.has(id)));
}

export function toggleItem(groups: CartGroup[], selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else if (selectableIds(groups).includes(id)) next.add(id);
  return next;
}

export function isShopSelected(group: CartGroup, selection: Selection): boolean {
  return allIn(
    validItems(group).map((item) => item.id),
    selection,
  );
}

/** Ticks every valid line of the shop, or unticks them all when they were all ticked. */
export function toggleShop(groups: CartGroup[], selection: Selection, merId: number): Selection {
  const group = groups.find((candidate) => candidate.merId === merId);
  if (!group) return selection;
  const ids = validItems(group).map((item) => item.id);
  const next = new Set(selection);
  if (allIn(ids, selection)) for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

export function isAllSelected(groups: CartGroup[], selection: Selection): boolean {
  return allIn(selectableIds(groups), selection);
}

/** Ticks every valid line of the cart, or none when they were all ticked. */
export function toggleAll(groups: CartGroup[], selection: Selection): Selection {
  return isAllSelected(groups, selection) ? new Set() : new Set(selectableIds(groups));
}

/**
 * Pieces and amount of the ticked lines, for display only: the price to pay is computed by the server at checkout.
 */
export function selectionSummary(
  groups: CartGroup[],
  selection: Selection,
): { lines: number; pieces: number; total: string } {
  let lines = 0;
  let pieces = 0;
  let cents = 0;
  for (const group of groups)
    for (const item of validItems(group)) {
      if (!selection.has(item.id)) continue;
      lines++;
      pieces += item.quantity;
      cents = addCents(cents, multiplyCents(toCents(item.price), item.quantity));
    }
  return { lines, pieces, total: fromCents(cents) };
}
