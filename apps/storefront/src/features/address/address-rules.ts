import { AddressEditSchema } from '@mall/contract';
import type { AddressInput } from './api/save-address';

export type AddressField = 'realName' | 'detail' | 'postCode' | 'phone' | 'email' | 'country' | 'countryCode';

/** Spec section 5 names consignee name, detailed address and post code first; the rest follow the form's order. */
const ORDER: AddressField[] = ['realName', 'detail', 'postCode', 'phone', 'countryCode', 'email', 'country'];

/**
 * Checks the form with the server's own schema (`AddressEditSchema`) and answers the catalogue key of the first
 * problem, or null. The texts are ours (every language); the rules are the contract's.
 */
export function addressProblem(input: AddressInput): string | null {
  const result = AddressEditSchema.safeParse(input);
  if (result.success) return null;
  const issues = result.error.issues;
  for (const field of ORDER) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (!issue) continue;
    const blank = String(input[field] ?? '').trim() === '';
    switch (field) {
      case 'realName':
        return blank ? 'buying.address.nameEmpty' : 'buying.address.nameLong';
      case 'detail':
        return blank ? 'buying.address.detailEmpty' : 'buying.address.detailLong';
      case 'postCode':
        return blank ? 'buying.address.postCodeEmpty' : 'buying.address.postCodeWrong';
      case 'phone':
        return blank ? 'buying.address.phoneEmpty' : 'buying.address.phoneWrong';
      case 'countryCode':
        return 'buying.address.phoneWrong';
      case 'email':
        return 'buying.address.emailWrong';
      case 'country':
        return 'buying.address.countryLong';
    }
  }
  return 'buying.address.invalid';
}
