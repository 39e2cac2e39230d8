import { describe, expect, it } from 'vitest';
import { findUnstorableText, mayHoldUnstorableText } from './input-text.ts';

describe('text that cannot be stored', () => {
  it('names every string with a NUL or an unpaired surrogate, as validation names fields', () => {
    const body = {
      name: 'ok',
      description: 'a\u0000b',
      items: [{ code: 'fine' }, { code: 'x\ud800' }],
      notes: ['\udc00 alone'],
    };
    expect(findUnstorableText(body, 'body')).toEqual([
      { field: 'body.description', message: 'must not contain a NUL character (\\u0000)' },
      {
        field: 'body.items.1.code',
        message: 'must not contain an unpaired UTF-16 surrogate (such as \\ud800); send valid Unicode text',
      },
      {
        field: 'body.notes.0',
        message: 'must not contain an unpaired UTF-16 surrogate (such as \\ud800); send valid Unicode text',
      },
    ]);
  });

  it('takes paired surrogates (emoji), other control characters and non-strings as they are', () => {
    expect(findUnstorableText({ a: 'Tea 🍵', b: 'tab\there', c: 12, d: null, e: true }, 'body')).toEqual([]);
  });

  it('checks property names and a bare string', () => {
    expect(findUnstorableText({ 'k\u0000': 1 }, 'body')).toEqual([
      { field: 'body', message: 'has a property name with a NUL character (\\u0000)' },
    ]);
    expect(findUnstorableText('a\u0000', 'params.email')).toHaveLength(1);
  });

  it('says when JSON text may hold such a string, from its escapes', () => {
    expect(mayHoldUnstorableText('{"a":"\\u0000"}')).toBe(true);
    expect(mayHoldUnstorableText('{"a":"\\uD83C\\uDF75"}')).toBe(true);
    expect(mayHoldUnstorableText('{"a":"\\u00e9 plain"}')).toBe(false);
    expect(mayHoldUnstorableText('{"a":"Tea 🍵"}')).toBe(false);
  });
});
