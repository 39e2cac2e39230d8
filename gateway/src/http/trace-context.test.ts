import { describe, expect, it } from 'vitest';
import { parseTraceparent } from './trace-context.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it('reads a valid header', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, parentSpanId: SPAN, flags: '01' });
  });

  it('reads a later version with more fields, as the spec asks', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-00-more`)).toEqual({
      traceId: TRACE,
      parentSpanId: SPAN,
      flags: '00',
    });
  });

  it.each([
    ['no header', undefined],
    ['two headers', [`00-${TRACE}-${SPAN}-01`, `00-${TRACE}-${SPAN}-01`]],
    ['version ff', `ff-${TRACE}-${SPAN}-01`],
    ['version 00 with more fields', `00-${TRACE}-${SPAN}-01-more`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['an all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['upper case', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['a short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['anything else', 'hello'],
    ['a huge header', `00-${TRACE}-${SPAN}-01-${'x'.repeat(600)}`],
  ])('refuses %s', (_name, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });
});
