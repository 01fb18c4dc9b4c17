import { describe, expect, it } from 'vitest';
import { duplicateKey } from './strict-json';

describe('duplicate JSON keys', () => {
  it('finds a key given twice in one object, at any depth', () => {
    expect(duplicateKey('{"price":"1.00","price":"0.01"}')).toBe('price');
    expect(duplicateKey('{"a":{"b":1,"c":2,"b":3}}')).toBe('b');
    expect(duplicateKey('[{"x":1},{"x":2},{"y":[{"z":1,"z":2}]}]')).toBe('z');
    expect(duplicateKey('{"k\\u0065y":1,"key":2}')).toBe('key');
  });

  it('lets through the same key in different objects, keys inside strings and values equal to keys', () => {
    expect(duplicateKey('[{"x":1},{"x":2}]')).toBeNull();
    expect(duplicateKey('{"a":"a","b":"\\"a\\"","c":["a","a"]}')).toBeNull();
    expect(duplicateKey('{"a":{"a":{"a":1}}}')).toBeNull();
    expect(duplicateKey('"just a string"')).toBeNull();
  });
});
