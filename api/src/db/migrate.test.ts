import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits on semicolons at the end of a line and drops comment lines', () => {
    expect(splitStatements('-- a comment\ncreate table a (x int);\ncreate index a_x on a (x);\n')).toEqual([
      'create table a (x int)',
      'create index a_x on a (x)',
    ]);
  });

  it('keeps dollar-quoted function bodies whole, with their semicolons, comments and nested tags', () => {
    const body = `create function f() returns trigger language plpgsql as $$
begin
  -- inside the body
  execute format($sql$ select 1; $sql$);
  return null;
end $$`;
    expect(
      splitStatements(`${body};\ncreate trigger t after insert on a for each statement execute function f();\n`),
    ).toEqual([body, 'create trigger t after insert on a for each statement execute function f()']);
  });
});
