import { SettleApplySchema, settleMessages } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import settleEn from '../../i18n/locales/settle/en.json';
import { emailProblem, type SettleDraft, settleProblems, toPayload } from './settle-rules';

const picture = `/uploads/u/2025-01/${'a'.repeat(32)}.jpg`;
const valid: SettleDraft = {
  name: 'Blue Harbour Trading',
  names: {},
  realName: 'Mei Chen',
  phone: '13800138000',
  email: 'mei@example.org',
  captcha: '123456',
  categoryId: 1,
  typeId: 2,
  qualificationPictures: [picture],
  agreement: true,
};

const drafts: Array<[string, Partial<SettleDraft>]> = [
  ['valid', {}],
  ['no name', { name: '  ' }],
  ['long name', { name: 'x'.repeat(51) }],
  ['50-character name', { name: 'x'.repeat(50) }],
  ['names in other languages', { names: { th: 'ร้านบลูฮาร์เบอร์', fr: '  ', es: 'x'.repeat(60) } }],
  ['a Thai name of 60 characters as read', { names: { th: 'กิ'.repeat(60) } }],
  ['a name in another language too long', { names: { lo: 'x'.repeat(61) } }],
  ['no real name', { realName: '' }],
  ['long real name', { realName: 'x'.repeat(31) }],
  ['no phone', { phone: '' }],
  ['letters in the phone', { phone: '12ab' }],
  ['no email', { email: '' }],
  ['malformed email', { email: 'mei@' }],
  ['no code', { captcha: '' }],
  ['spaces in the code', { captcha: '12 34' }],
  ['no category', { categoryId: 0 }],
  ['no type', { typeId: 0 }],
  ['no pictures', { qualificationPictures: [] }],
  ['10 pictures', { qualificationPictures: Array.from({ length: 10 }, () => picture) }],
  ['11 pictures', { qualificationPictures: Array.from({ length: 11 }, () => picture) }],
  ['agreement not ticked', { agreement: false }],
];

describe('the application rules of the form', () => {
  it.each(drafts)('refuses exactly what the server refuses: %s', (_what, change) => {
    const draft = { ...valid, ...change };
    const problems = settleProblems(draft);
    const server = SettleApplySchema.safeParse({ ...toPayload(draft), agreement: draft.agreement });
    expect(Object.keys(problems).length === 0, JSON.stringify(problems)).toBe(server.success);
    if (!server.success) expect(Object.keys(problems)).toContain(String(server.error.issues[0]!.path[0]));
  });

  it('words each problem as the server does, in the catalogue', () => {
    const flat = { ...en, settle: settleEn } as Record<string, unknown>;
    const lookup = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], flat);
    const all = { ...settleProblems({ ...valid, name: '', realName: '', categoryId: 0, typeId: 0 }) };
    Object.assign(all, settleProblems({ ...valid, qualificationPictures: [], agreement: false }));
    Object.assign(all, settleProblems({ ...valid, names: { es: 'x'.repeat(61) } }));
    expect(all.names).toBe('settle.rules.namesLong');
    for (const key of Object.values(all)) expect(lookup(key), key).toEqual(expect.any(String));
    expect(lookup('settle.rules.nameEmpty')).toBe(settleMessages.nameEmpty);
    expect(lookup('settle.rules.agreement')).toBe(settleMessages.agreement);
    expect(lookup('settle.rules.picturesMax')).toBe(settleMessages.picturesMax);
  });

  it('checks the email alone for the send-code button', () => {
    expect(emailProblem('')).toBe('emailEmpty');
    expect(emailProblem('x@y')).toBe('correctEmail');
    expect(emailProblem(' mei@example.org ')).toBeNull();
  });
});
