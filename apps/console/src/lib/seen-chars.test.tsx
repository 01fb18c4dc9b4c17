import { fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { charsAtMost, seenChars } from './seen-chars';

// Audit FO7: a shop name's box counted UTF-16 units, so a Thai name of 49 letters (62 units) was cut at 60.
describe('seenChars', () => {
  it('takes a Thai name of 49 characters whole and cuts past 60 characters as seen', () => {
    render(<Input aria-label="name" count={seenChars(60)} />);
    const box = screen.getByLabelText('name') as HTMLInputElement;
    const thai = 'ร้านเครื่องสำอางและผลิตภัณฑ์ดูแลผิวพรรณธรรมชาติออร์แกนิกไทยแท้';
    fireEvent.change(box, { target: { value: thai } });
    expect(box.value).toBe(thai);
    const syllable = 'ก\u0e34\u0e48';
    fireEvent.change(box, { target: { value: syllable.repeat(61) } });
    expect(box.value).toBe(syllable.repeat(60));
  });
});

// Audit FR10: a form's own `{ max }` counted a Thai letter with its marks two or three times.
describe('charsAtMost', () => {
  it('takes a Thai keyword of 30 characters (90 units) and refuses 31, with the message given', async () => {
    const rule = charsAtMost(30, 'too long');
    const syllable = 'ที่';
    await expect(rule.validator(null, syllable.repeat(30))).resolves.toBeUndefined();
    await expect(rule.validator(null, syllable.repeat(31))).rejects.toThrow('too long');
  });
});
