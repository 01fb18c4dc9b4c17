import { describe, expect, it } from 'vitest';
import { reviewProblem, reviewState } from './review-rules';

const good = {
  orderNo: 'SH2026010112345678',
  itemId: 7,
  productScore: 5,
  serviceScore: 4,
  comment: 'Fits well.',
  pics: ['/uploads/u/2026-01/0123456789abcdef0123456789abcdef.jpg'],
};

describe('a review before it is sent', () => {
  it('passes when scores, text and pictures are right', () => {
    expect(reviewProblem(good)).toBeNull();
  });

  it.each([
    [{ productScore: 0 }, 'evaluation.errors.productScore'],
    [{ serviceScore: 6 }, 'evaluation.errors.serviceScore'],
    [{ comment: '  ' }, 'evaluation.errors.commentEmpty'],
    [{ comment: 'x'.repeat(501) }, 'evaluation.errors.commentLong'],
    [{ comment: `Z${'\u0301\u0302\u0303'.repeat(20)}` }, 'evaluation.errors.stackedMarks'],
    [{ comment: 'Hàng tốt, giao nhanh. ดีมาก ที่นี่ ທີ່ນີ້'.normalize('NFD') }, null],
    [{ comment: ` ${'x'.repeat(500)} ` }, null],
    [{ pics: Array.from({ length: 6 }, () => good.pics[0]!) }, 'evaluation.errors.picturesMax'],
    [{ productScore: 0, comment: '' }, 'evaluation.errors.productScore'],
  ])('%o -> %s', (over, key) => {
    expect(reviewProblem({ ...good, ...over })).toBe(key);
  });
});

describe('whether an order takes reviews', () => {
  const now = Date.parse('2026-05-01T00:00:00Z');
  it('after receipt, and for 90 days after it once completed', () => {
    expect(reviewState({ status: 'to_review', receiveTime: '2026-04-30T00:00:00Z' }, now)).toBe('open');
    expect(reviewState({ status: 'to_receive', receiveTime: null }, now)).toBe('notYet');
    expect(reviewState({ status: 'completed', receiveTime: '2026-03-01T00:00:00Z' }, now)).toBe('open');
    expect(reviewState({ status: 'completed', receiveTime: '2026-01-15T00:00:00Z' }, now)).toBe('closed');
  });
});
