import { describe, expect, it } from 'vitest';
import { fieldsOf, inputOf, NEW_TEMPLATE } from './template-form';

describe('shipping template form values', () => {
  it('sends fees as decimal strings and leaves out a free-shipping minimum left empty', () => {
    const input = inputOf({
      ...NEW_TEMPLATE,
      name: '  Heavy goods ',
      chargeBy: 'weight',
      rules: [{ regions: ['TH', 'LA-VT'], first: 0.5, firstFee: '3', additional: 0.5, additionalFee: '1.5' }],
      free: [{ regions: [], minAmount: null, minCount: 3 }],
      undeliverable: ['KP'],
    });
    expect(input).toEqual({
      name: 'Heavy goods',
      chargeBy: 'weight',
      rules: [{ regions: ['TH', 'LA-VT'], first: 0.5, firstFee: '3', additional: 0.5, additionalFee: '1.5' }],
      free: [{ regions: [], minCount: 3 }],
      undeliverable: ['KP'],
      isDefault: false,
    });
  });

  it('reads a saved template back into the form unchanged', () => {
    const saved = {
      id: 4,
      name: 'Standard',
      chargeBy: 'piece' as const,
      rules: [{ regions: [], first: 1, firstFee: '5.00', additional: 1, additionalFee: '2.00' }],
      free: [{ regions: ['TH'], minAmount: '49.00' }],
      undeliverable: ['LA'],
      isDefault: true,
      productCount: 2,
      updateTime: '2026-11-25 00:00:00',
      version: 3,
    };
    expect(inputOf(fieldsOf(saved))).toEqual({
      name: 'Standard',
      chargeBy: 'piece',
      rules: saved.rules,
      free: [{ regions: ['TH'], minAmount: '49.00' }],
      undeliverable: ['LA'],
      isDefault: true,
    });
  });
});
