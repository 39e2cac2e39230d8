import { describe, expect, it } from 'vitest';
import { findExponentNumber } from './json-numbers.ts';

describe('numbers written with an exponent in JSON text', () => {
  it('are found and named by their path', () => {
    expect(findExponentNumber('{"amount":1e1}')).toBe('amount');
    expect(findExponentNumber('{"a":{"b":[1,2,{"c":-2.5E-3}]}}')).toBe('a.b.2.c');
    expect(findExponentNumber('[{"x":1},{"x":1E+2}]')).toBe('1.x');
    expect(findExponentNumber('1e3')).toBe('');
  });

  it('are not found in strings, keys, literals or plain numbers', () => {
    expect(findExponentNumber('{"1e1":"1e1","d":"a \\"2e5\\" b","t":true,"f":false,"n":null,"x":12.5,"y":-0.25}')).toBe(
      undefined,
    );
    expect(findExponentNumber('{"items":[{"description":"3E4 Road"},{"unitCost":10}]}')).toBe(undefined);
  });

  it('name the right field after strings that look like numbers and escaped quotes', () => {
    expect(findExponentNumber('{"d":"1e1","q":"\\"","list":["a,b",{"k":"}"}],"amount":5e0}')).toBe('amount');
  });
});
