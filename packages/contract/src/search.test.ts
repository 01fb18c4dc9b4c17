import { describe, expect, it } from 'vitest';
import { type AttrChoice, formatAttrFilter, parseAttrFilter } from './search';

describe('the attrs filter of a search', () => {
  it('reads what was written before escapes existed', () => {
    expect(parseAttrFilter('Colour:Red|Blue,Size:M')).toEqual([
      ['Colour', ['Red', 'Blue']],
      ['Size', ['M']],
    ]);
    expect(parseAttrFilter('Size:EU:42')).toEqual([['Size', ['EU:42']]]);
  });

  it('writes every name and value a shop may write so that it reads back the same', () => {
    const choices: AttrChoice[] = [
      ['Size:EU', ['Red, Blue', 'A|B', 'back\\slash', ':']],
      ['Colour', ['Noir']],
      ['สี', ['ดำ,ขาว']],
    ];
    const text = formatAttrFilter(choices);
    expect(text).toBe('Size\\:EU:Red\\, Blue|A\\|B|back\\\\slash|\\:,Colour:Noir,สี:ดำ\\,ขาว');
    expect(parseAttrFilter(text)).toEqual(choices);
    expect(formatAttrFilter([['Colour', []]])).toBe('');
  });

  it('refuses what is not written that way', () => {
    for (const bad of ['Colour', 'Colour:Red,Size', 'Colour:Red\\', ',Colour:Red'])
      expect(parseAttrFilter(bad), bad).toBeNull();
    // Empty names and values read as empty: the server refuses them, the storefront leaves them out.
    expect(parseAttrFilter(':Red')).toEqual([['', ['Red']]]);
    expect(parseAttrFilter('Colour:Red|')).toEqual([['Colour', ['Red', '']]]);
  });
});
