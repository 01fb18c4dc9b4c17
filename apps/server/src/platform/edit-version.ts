import { editMessages } from '@mall/contract';
import { conflict } from './errors';

/**
 * The version check of a form's edit (contract edits.ts): the version the form loaded, when given, must still be the
 * row's. Call it on the row read FOR UPDATE (or make the write conditional on `version = expected`) and bump the
 * version in the same write, so that of two forms saving the same version only the first one writes. An edit without
 * a version (an API client following API.md, which names none) writes over the current row: last write wins (audit
 * FX2); our consoles and storefront always send it.
 */
export function checkVersion(current: number, expected: number | undefined): void {
  if (expected !== undefined && current !== expected) throw conflict(editMessages.stale);
}
