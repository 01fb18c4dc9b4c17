import { editMessages } from '@mall/contract';
import { conflict, invalid } from './errors';

/**
 * The version check of a form's edit (contract edits.ts): the version the form loaded must be given and still be the
 * row's. Call it on the row read FOR UPDATE (or make the write conditional on `version = expected`) and bump the
 * version in the same write, so that of two forms saving the same version only the first one writes.
 */
export function checkVersion(current: number, expected: number | undefined): void {
  if (expected === undefined) throw invalid(editMessages.missing);
  if (current !== expected) throw conflict(editMessages.stale);
}

/** The version an edit must carry, before the conditional write that checks it. */
export function requiredVersion(expected: number | undefined): number {
  if (expected === undefined) throw invalid(editMessages.missing);
  return expected;
}
