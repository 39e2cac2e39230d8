import { describe, expect, it } from 'vitest';
import { webOperations } from '../../test/web-operations.ts';
import { operationLabel } from './metrics.ts';
import { WEB_OPERATIONS } from './web-operations.ts';

describe('operation labels', () => {
  it('keeps exactly the web app’s operation names (add a new one to web-operations.ts)', () => {
    expect([...WEB_OPERATIONS].sort()).toEqual(webOperations().map((operation) => operation.name));
  });

  it('folds every other name into one label', () => {
    expect(operationLabel('ClaimList')).toBe('ClaimList');
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel(null)).toBe('anonymous');
    expect(operationLabel('MadeUp123')).toBe('other');
    expect(operationLabel('claimlist')).toBe('other');
  });
});
