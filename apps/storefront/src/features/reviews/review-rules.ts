import {
  CONTROL_TEXT,
  CommentCreateSchema,
  REVIEW_WINDOW_DAYS,
  STACKED_MARKS_TEXT,
  showsSomething,
} from '@mall/contract';
import type { ReviewInput } from './api/submit-review';

/** Fields in the order the form shows them; the first problem is the one told. */
const ORDER = ['productScore', 'serviceScore', 'comment', 'pics'] as const;

/**
 * Checks a review with the server's own schema (`CommentCreateSchema`) and answers the catalogue key of the first
 * problem, or null. The texts are ours (every language); the rules are the contract's.
 */
export function reviewProblem(input: ReviewInput): string | null {
  const result = CommentCreateSchema.safeParse(input);
  if (result.success) return null;
  for (const field of ORDER) {
    if (!result.error.issues.some((issue) => issue.path[0] === field)) continue;
    switch (field) {
      case 'productScore':
        return 'evaluation.errors.productScore';
      case 'serviceScore':
        return 'evaluation.errors.serviceScore';
      case 'comment': {
        const issue = result.error.issues.find((i) => i.path[0] === 'comment');
        if (issue?.message === CONTROL_TEXT) return 'evaluation.errors.controlText';
        if (issue?.message === STACKED_MARKS_TEXT) return 'evaluation.errors.stackedMarks';
        return showsSomething(input.comment) ? 'evaluation.errors.commentLong' : 'evaluation.errors.commentEmpty';
      }
      case 'pics':
        return 'evaluation.errors.picturesMax';
    }
  }
  return 'evaluation.errors.invalid';
}

/** What the shopper can do with a shop order here: review it, not yet (before receipt), or no longer. */
export function reviewState(order: { status: string; receiveTime: string | null }, now = Date.now()) {
  if (order.status === 'to_review') return 'open';
  if (order.status !== 'completed') return 'notYet';
  const received = order.receiveTime ? Date.parse(order.receiveTime) : Number.NaN;
  return now - received < REVIEW_WINDOW_DAYS * 86_400_000 ? 'open' : 'closed';
}
