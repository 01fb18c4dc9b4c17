import type { FreeShippingRule, ShippingRule } from '../../db/schema';

// Freight from a shipping template (DESIGN.md section 6): pure, no database. Money in cents; a template charged by
// weight counts grams (a product's weight is per piece), one charged by piece counts pieces.

export type FreightTemplate = {
  chargeBy: 'piece' | 'weight';
  rules: ShippingRule[];
  free: FreeShippingRule[];
  undeliverable: string[];
};

/** Where the goods go: an ISO country code ('' when unknown: never deliverable) and a `CC-REGION` code or ''. */
export type Destination = { country: string; region: string };

/** Goods of one template: pieces, grams per piece, and their amount in cents (for free-shipping rules). */
export type FreightLine = { quantity: number; weightGrams: number; amount: number };

export type Freight = {
  deliverable: boolean;
  /** Cents; 0 when free or not deliverable. */
  freight: number;
  /** The lowest goods amount from which a free-shipping rule for this destination makes freight free. */
  freeOver?: number;
  /** The fewest pieces from which a count-only free-shipping rule for this destination does. */
  freeCount?: number;
};

/** How closely a region code names the destination: 2 its region, 1 its country, 0 never. */
function closeness(code: string, to: Destination): number {
  if (to.region !== '' && code === to.region) return 2;
  if (to.country !== '' && code === to.country) return 1;
  return 0;
}

const covers = (regions: string[], to: Destination) => regions.some((code) => closeness(code, to) > 0);

/** Whether the template refuses the destination outright (its country or its region is undeliverable). */
export function isUndeliverable(template: FreightTemplate, to: Destination): boolean {
  return covers(template.undeliverable, to);
}

/**
 * The rule for a destination: the one naming its region, else the one naming its country, else the one without
 * regions (everywhere else); null when none applies (the template does not ship there).
 */
export function ruleFor(rules: ShippingRule[], to: Destination): ShippingRule | null {
  let best: ShippingRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    const score = rule.regions.length === 0 ? 0 : Math.max(0, ...rule.regions.map((code) => closeness(code, to)));
    if (rule.regions.length > 0 && score === 0) continue;
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The fee of `units` under a rule: the first fee covers up to `first` units, each further `additional` units (or
 * part of them: weight is rounded up to the rule's unit) add the additional fee.
 */
export function feeFor(rule: ShippingRule, units: number): number {
  if (units <= rule.first) return rule.firstFee;
  const steps = rule.additional > 0 ? Math.ceil((units - rule.first) / rule.additional) : 0;
  return rule.firstFee + steps * rule.additionalFee;
}

/** The free-shipping rules for a destination: those naming its region or country, and those without regions. */
function freeRulesFor(free: FreeShippingRule[], to: Destination): FreeShippingRule[] {
  return free.filter((f) => f.regions.length === 0 || covers(f.regions, to));
}

/** A free-shipping rule holds when every condition it sets is met. */
const holds = (f: FreeShippingRule, amount: number, count: number) =>
  (f.minAmount === undefined || amount >= f.minAmount) && (f.minCount === undefined || count >= f.minCount);

/**
 * Freight of goods of one template to one destination. An unknown destination (no country: an older free-text
 * address) is not deliverable: the everywhere-else rule prices known places no rule names, never unknown ones.
 */
export function freightOf(template: FreightTemplate, to: Destination, lines: FreightLine[]): Freight {
  if (to.country === '') return { deliverable: false, freight: 0 };
  if (isUndeliverable(template, to)) return { deliverable: false, freight: 0 };
  const rule = ruleFor(template.rules, to);
  if (!rule) return { deliverable: false, freight: 0 };
  const freeRules = freeRulesFor(template.free, to);
  const amounts = freeRules.filter((f) => f.minAmount !== undefined && f.minCount === undefined);
  const counts = freeRules.filter((f) => f.minCount !== undefined && f.minAmount === undefined);
  const hints = {
    ...(amounts.length > 0 ? { freeOver: Math.min(...amounts.map((f) => f.minAmount!)) } : {}),
    ...(counts.length > 0 ? { freeCount: Math.min(...counts.map((f) => f.minCount!)) } : {}),
  };
  if (lines.length === 0) return { deliverable: true, freight: 0, ...hints };
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  if (freeRules.some((f) => holds(f, amount, count))) return { deliverable: true, freight: 0, ...hints };
  const units = template.chargeBy === 'weight' ? lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0) : count;
  return { deliverable: true, freight: feeFor(rule, units), ...hints };
}

/**
 * The part of a template that prices goods to `to`: its rule and free-shipping rules for that place (what a shop
 * order freezes, decision 0024: the same freight for any of its goods, without the rules of every other region).
 * Only for a destination the template delivers to.
 */
export function forDestination(template: FreightTemplate, to: Destination): FreightTemplate {
  const rule = ruleFor(template.rules, to);
  return {
    chargeBy: template.chargeBy,
    rules: rule ? [rule] : [],
    free: freeRulesFor(template.free, to),
    undeliverable: [],
  };
}

/** A shop's goods grouped by the template each follows (its own, else the shop's default, else the platform's). */
export type TemplateGroup = { template: FreightTemplate; lines: FreightLine[] };

/** A shop's freight: the sum over its template groups; not deliverable when any group is not. */
export function shopFreight(groups: TemplateGroup[], to: Destination): Freight & { groups: Freight[] } {
  const each = groups.map((g) => freightOf(g.template, to, g.lines));
  return {
    deliverable: each.every((f) => f.deliverable),
    freight: each.reduce((sum, f) => sum + (f.deliverable ? f.freight : 0), 0),
    groups: each,
  };
}
