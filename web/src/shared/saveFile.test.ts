import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './saveFile';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="INV-000123.pdf"', 'INV-000123.pdf'],
    ['attachment; filename=INV-1.pdf', 'INV-1.pdf'],
    ["attachment; filename*=UTF-8''Invoice%20%C3%A9.pdf", 'Invoice é.pdf'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('gives null without a file name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});
