import { describe, expect, it } from 'vitest';
import { type FreightTemplate, feeFor, forDestination, freightOf, ruleFor, shopFreight } from './freight';

const rule = (regions: string[], first: number, firstFee: number, additional: number, additionalFee: number) => ({
  regions,
  first,
  firstFee,
  additional,
  additionalFee,
});
const pieces = (quantity: number, amount = 1000 * quantity, weightGrams = 0) => ({ quantity, amount, weightGrams });

const byPiece: FreightTemplate = {
  chargeBy: 'piece',
  rules: [rule([], 1, 800, 1, 200), rule(['TH'], 2, 300, 1, 100), rule(['TH-10'], 1, 100, 2, 50)],
  free: [],
  undeliverable: [],
};
const bangkok = { country: 'TH', region: 'TH-10' };
const chiangMai = { country: 'TH', region: 'TH-50' };
const paris = { country: 'FR', region: 'FR-IDF' };

describe('first and additional units', () => {
  it('charges the first fee up to the first units', () => {
    expect(feeFor(rule([], 2, 500, 1, 100), 1)).toBe(500);
    expect(feeFor(rule([], 2, 500, 1, 100), 2)).toBe(500);
  });
  it('adds the additional fee for each further unit', () => {
    expect(feeFor(rule([], 2, 500, 1, 100), 3)).toBe(600);
    expect(feeFor(rule([], 2, 500, 1, 100), 5)).toBe(800);
  });
  it('counts a started additional step as a whole one', () => {
    expect(feeFor(rule([], 1, 500, 3, 100), 2)).toBe(600);
    expect(feeFor(rule([], 1, 500, 3, 100), 4)).toBe(600);
    expect(feeFor(rule([], 1, 500, 3, 100), 5)).toBe(700);
  });
  it('charges pieces of a piece template', () => {
    expect(freightOf(byPiece, paris, [pieces(2), pieces(1)])).toEqual({ deliverable: true, freight: 1200 });
  });
});

describe('weight', () => {
  const byWeight: FreightTemplate = {
    chargeBy: 'weight',
    rules: [rule([], 1000, 1000, 500, 300)],
    free: [],
    undeliverable: [],
  };
  it('sums grams per piece times quantity and rounds up to the rule unit', () => {
    // 2 x 600 g = 1200 g: first kg, then 200 g rounded up to one 500 g step.
    expect(freightOf(byWeight, paris, [pieces(2, 2000, 600)]).freight).toBe(1300);
    // 1500 g exactly: one step.
    expect(freightOf(byWeight, paris, [pieces(3, 3000, 500)]).freight).toBe(1300);
    // 1501 g: two steps.
    expect(freightOf(byWeight, paris, [pieces(1, 1000, 1501)]).freight).toBe(1600);
  });
  it('charges the first fee for weightless goods', () => {
    expect(freightOf(byWeight, paris, [pieces(4, 4000, 0)]).freight).toBe(1000);
  });
  it('counts every line of the template', () => {
    // 800 g + 800 g = 1600 g: the first kg and two 500 g steps.
    expect(freightOf(byWeight, paris, [pieces(1, 1000, 800), pieces(1, 1000, 800)]).freight).toBe(1600);
  });
});

describe('the most specific rule', () => {
  it('takes the region rule before the country rule before everywhere else', () => {
    expect(ruleFor(byPiece.rules, bangkok)?.regions).toEqual(['TH-10']);
    expect(ruleFor(byPiece.rules, chiangMai)?.regions).toEqual(['TH']);
    expect(ruleFor(byPiece.rules, paris)?.regions).toEqual([]);
    expect(freightOf(byPiece, bangkok, [pieces(3)]).freight).toBe(150);
    expect(freightOf(byPiece, chiangMai, [pieces(3)]).freight).toBe(400);
  });
  it('does not depend on the order of the rules', () => {
    expect(ruleFor([...byPiece.rules].reverse(), bangkok)?.regions).toEqual(['TH-10']);
  });
  it('never prices an unknown destination (an older free-text address) by the everywhere-else rule', () => {
    expect(freightOf(byPiece, { country: '', region: '' }, [pieces(1)])).toEqual({ deliverable: false, freight: 0 });
  });
  it('does not ship where no rule applies', () => {
    const thaiOnly: FreightTemplate = { ...byPiece, rules: [rule(['TH'], 1, 300, 1, 100)] };
    expect(freightOf(thaiOnly, paris, [pieces(1)])).toEqual({ deliverable: false, freight: 0 });
    expect(freightOf(thaiOnly, { country: '', region: '' }, [pieces(1)]).deliverable).toBe(false);
    expect(freightOf(thaiOnly, bangkok, [pieces(1)]).deliverable).toBe(true);
  });
});

describe('undeliverable regions', () => {
  const noLaos: FreightTemplate = { ...byPiece, undeliverable: ['LA', 'TH-50'] };
  it('refuses a whole country', () => {
    expect(freightOf(noLaos, { country: 'LA', region: 'LA-VT' }, [pieces(1)])).toEqual({
      deliverable: false,
      freight: 0,
    });
  });
  it('refuses one region and still ships to the rest of the country', () => {
    expect(freightOf(noLaos, chiangMai, [pieces(1)]).deliverable).toBe(false);
    expect(freightOf(noLaos, bangkok, [pieces(1)]).deliverable).toBe(true);
  });
  it('wins over a rule naming the destination', () => {
    const both: FreightTemplate = { ...noLaos, rules: [...noLaos.rules, rule(['LA'], 1, 100, 1, 100)] };
    expect(freightOf(both, { country: 'LA', region: '' }, [pieces(1)]).deliverable).toBe(false);
  });
});

describe('free shipping', () => {
  const free: FreightTemplate = {
    ...byPiece,
    free: [
      { regions: [], minAmount: 4900 },
      { regions: ['TH'], minCount: 3 },
      { regions: ['TH-10'], minAmount: 2000 },
    ],
  };
  it('is free from the amount everywhere', () => {
    expect(freightOf(free, paris, [pieces(1, 4899)])).toEqual({ deliverable: true, freight: 800, freeOver: 4900 });
    expect(freightOf(free, paris, [pieces(1, 4900)])).toEqual({ deliverable: true, freight: 0, freeOver: 4900 });
  });
  it('applies a region rule only there', () => {
    expect(freightOf(free, bangkok, [pieces(1, 2000)]).freight).toBe(0);
    expect(freightOf(free, bangkok, [pieces(1, 2000)]).freeOver).toBe(2000);
    expect(freightOf(free, chiangMai, [pieces(1, 2000)]).freight).toBe(300);
  });
  it('counts pieces for a count rule', () => {
    expect(freightOf(free, chiangMai, [pieces(2, 200)]).freight).toBe(300);
    expect(freightOf(free, chiangMai, [pieces(3, 300)])).toEqual({
      deliverable: true,
      freight: 0,
      freeOver: 4900,
      freeCount: 3,
    });
    expect(freightOf(free, paris, [pieces(3, 300)]).freight).toBe(1200);
  });
  it('needs both conditions of a rule that sets both', () => {
    const both: FreightTemplate = { ...byPiece, free: [{ regions: [], minAmount: 3000, minCount: 2 }] };
    expect(freightOf(both, paris, [pieces(1, 5000)]).freight).toBe(800);
    expect(freightOf(both, paris, [pieces(2, 2000)]).freight).toBe(1000);
    expect(freightOf(both, paris, [pieces(2, 3000)]).freight).toBe(0);
  });
  it('never makes an undeliverable destination deliverable', () => {
    const t: FreightTemplate = { ...free, undeliverable: ['FR'] };
    expect(freightOf(t, paris, [pieces(9, 99999)]).deliverable).toBe(false);
  });
});

describe('a shop with several templates', () => {
  it('adds the freight of each template group and is not deliverable when one group is not', () => {
    const noFrance: FreightTemplate = { ...byPiece, undeliverable: ['FR'] };
    const result = shopFreight(
      [
        { template: byPiece, lines: [pieces(1)] },
        { template: { ...byPiece, rules: [rule([], 1, 500, 1, 0)] }, lines: [pieces(2)] },
      ],
      paris,
    );
    expect(result.freight).toBe(1300);
    expect(result.deliverable).toBe(true);
    const blocked = shopFreight(
      [
        { template: byPiece, lines: [pieces(1)] },
        { template: noFrance, lines: [pieces(1)] },
      ],
      paris,
    );
    expect(blocked.deliverable).toBe(false);
    expect(blocked.groups.map((g) => g.deliverable)).toEqual([true, false]);
    expect(blocked.freight).toBe(800);
  });
});

describe('freight, pinned at its edges (mutation testing)', () => {
  const template = (free: FreightTemplate['free'], rules = [rule([], 1, 500, 1, 100)]): FreightTemplate => ({
    chargeBy: 'piece',
    rules,
    free,
    undeliverable: [],
  });

  it('answers the hints with no goods yet (the goods detail before a quantity)', () => {
    expect(freightOf(template([{ regions: [], minAmount: 4900 }]), paris, [])).toEqual({
      deliverable: true,
      freight: 0,
      freeOver: 4900,
    });
  });

  it('hints only single-condition rules: an amount, or a count (the lowest of each)', () => {
    const free = [
      { regions: [], minAmount: 5000, minCount: 3 },
      { regions: [], minCount: 5 },
      { regions: [], minCount: 3 },
      { regions: [], minAmount: 9000 },
    ];
    expect(freightOf(template(free), paris, [])).toEqual({
      deliverable: true,
      freight: 0,
      freeOver: 9000,
      freeCount: 3,
    });
    expect(freightOf(template([{ regions: [], minAmount: 5000, minCount: 3 }]), paris, [])).toEqual({
      deliverable: true,
      freight: 0,
    });
  });

  it('keeps the first of two rules that fit equally', () => {
    const first = rule([], 1, 100, 1, 10);
    const second = rule([], 1, 900, 1, 90);
    expect(ruleFor([first, second], paris)).toBe(first);
    const thai = rule(['TH'], 1, 300, 1, 30);
    expect(ruleFor([thai, rule(['TH'], 1, 700, 1, 70)], chiangMai)).toBe(thai);
  });

  it('charges only the first fee when a rule has no further unit', () => {
    expect(feeFor(rule([], 1, 500, 0, 100), 7)).toBe(500);
    expect(feeFor(rule([], 1, 500, 0, 0), 7)).toBe(500);
  });

  it('never matches an empty code to an address without a region or country', () => {
    const freeText = { country: '', region: '' };
    expect(ruleFor([rule([''], 1, 100, 1, 10)], freeText)).toBeNull();
    const everywhere = rule([], 1, 800, 1, 200);
    expect(ruleFor([rule([''], 1, 100, 1, 10), everywhere], freeText)).toBe(everywhere);
  });
});

describe('the part of a template an order freezes (decision 0024)', () => {
  it('prices any of its goods to the destination as the whole template does', () => {
    const template: FreightTemplate = {
      ...byPiece,
      free: [
        { regions: ['TH'], minAmount: 5000 },
        { regions: ['FR'], minCount: 2 },
        { regions: [], minAmount: 9000 },
      ],
    };
    for (const to of [bangkok, chiangMai, paris]) {
      const part = forDestination(template, to);
      expect(part.rules).toHaveLength(1);
      for (const quantity of [1, 2, 3, 5, 9]) {
        expect(freightOf(part, to, [pieces(quantity)])).toEqual(freightOf(template, to, [pieces(quantity)]));
      }
    }
    expect(forDestination(template, paris).free).toEqual([
      { regions: ['FR'], minCount: 2 },
      { regions: [], minAmount: 9000 },
    ]);
  });
});
