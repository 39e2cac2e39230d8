import { loadModule, parseSync } from 'libpg-query';

/**
 * Checks that a SQL statement reads and writes company data only through `company_id`, with PostgreSQL's own
 * parser (libpg-query). Every SELECT level, UPDATE and DELETE is checked on its own: each tenant table it
 * names must be
 * - `keyed`: a conjunct of its WHERE or JOIN … ON compares its `company_id` to a value (`= $1`, `= any($1)`,
 *   `in (…)`, a subquery's value), or equals the `company_id` of a table that is keyed (`a.company_id =
 *   b.company_id`), in the same level or an enclosing one (a correlated subquery);
 * - or `joined`: one of its columns equals a column of a keyed or joined table (`p.invoice_id = i.id` with
 *   `i.company_id = $1`), or is `in`/`= any` a subquery that passes. Safe for tenancy (the composite foreign
 *   keys keep a child in its parent's company), but not routable by company on a distributed database;
 * - else `unfiltered`: the statement can see every company's rows.
 * A child table (company data without `company_id`) compared by its parent's key to a value (`billing_plan_id
 * = any($1)`, ids a keyed read found) is `joined`. `companies` is keyed by its `id`. An INSERT into a tenant table must name `company_id` among its columns
 * (or be an INSERT … SELECT, whose SELECT is checked). A child table without `company_id` needs `joined`.
 */
export interface TenantSchema {
  /** Tables with a `company_id` column. */
  tenant: ReadonlySet<string>;
  /** Company data without `company_id`, each with the column that names its parent row. */
  child: ReadonlyMap<string, string>;
}

export interface TableUse {
  table: string;
  access: 'keyed' | 'joined' | 'unfiltered' | 'insert-without-company';
}

type Node = Record<string, unknown>;
/** The CTEs in scope, each with whether it passed the check. */
type Ctes = ReadonlyMap<string, boolean>;

interface RangeEntry {
  table: string;
  alias: string;
  state: 'keyed' | 'joined' | 'unfiltered';
  /** A company table (checked); else a reference table, a CTE, a subquery or a function in FROM. */
  tracked: boolean;
}

interface Level {
  entries: RangeEntry[];
  parent?: Level;
}

let loaded: Promise<void> | undefined;
/** The parser is WASM; load it once before `tableUses`. */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function columnRef(node: unknown): { alias?: string; column: string } | undefined {
  if (!isObject(node) || !isObject(node.ColumnRef)) return undefined;
  const names = ((node.ColumnRef.fields as Node[]) ?? []).map((f) =>
    isObject(f.String) ? String(f.String.sval) : '*',
  );
  const column = names.at(-1)!;
  return names.length >= 2 ? { alias: names.at(-2), column } : { column };
}

/** The top-level conjuncts of a condition (an OR is one conjunct: a predicate inside it filters nothing). */
function conjuncts(node: unknown): Node[] {
  if (!isObject(node)) return [];
  if (isObject(node.BoolExpr) && node.BoolExpr.boolop === 'AND_EXPR') {
    return (node.BoolExpr.args as unknown[]).flatMap(conjuncts);
  }
  return [node];
}

export function tableUses(sql: string, schema: TenantSchema): TableUse[] {
  const tree = parseSync(sql) as { stmts?: { stmt: Node }[] };
  const uses: TableUse[] = [];
  for (const { stmt } of tree.stmts ?? []) statement(stmt, undefined, new Map(), schema, uses);
  return uses;
}

function statement(stmt: Node, parent: Level | undefined, ctes: Ctes, schema: TenantSchema, uses: TableUse[]) {
  const [kind, body] = Object.entries(stmt)[0] as [string, Node];
  const scope = new Map(ctes);
  const withClause = body.withClause as Node | undefined;
  for (const cte of (withClause?.ctes as Node[] | undefined) ?? []) {
    const c = cte.CommonTableExpr as Node;
    const inner: TableUse[] = [];
    statement(c.ctequery as Node, parent, scope, schema, inner);
    uses.push(...inner);
    scope.set(
      String(c.ctename),
      inner.every((u) => u.access === 'keyed' || u.access === 'joined'),
    );
  }
  if (kind === 'SelectStmt') return select(body, parent, scope, schema, uses);
  if (kind === 'InsertStmt') {
    const table = String((body.relation as Node).relname);
    const columns = ((body.cols as Node[] | undefined) ?? []).map((c) => String((c.ResTarget as Node).name));
    const select = body.selectStmt as Node | undefined;
    const fromSelect = select && !(isObject(select.SelectStmt) && select.SelectStmt.valuesLists);
    if (schema.tenant.has(table) && !columns.includes('company_id') && !fromSelect) {
      uses.push({ table, access: 'insert-without-company' });
    }
    if (select) statement(select, parent, scope, schema, uses);
    const conflict = body.onConflictClause as Node | undefined;
    if (conflict?.whereClause) walkSublinks(conflict.whereClause, parent, scope, schema, uses);
    return;
  }
  if (kind === 'UpdateStmt' || kind === 'DeleteStmt') {
    const target = body.relation as Node;
    const from = ((kind === 'UpdateStmt' ? body.fromClause : body.usingClause) as Node[] | undefined) ?? [];
    const level = levelOf([{ RangeVar: target }, ...from], body.whereClause, parent, scope, schema, uses);
    record(level, uses);
    walkSublinks(body.targetList, level, scope, schema, uses);
    return;
  }
}

function select(body: Node, parent: Level | undefined, ctes: Ctes, schema: TenantSchema, uses: TableUse[]) {
  if (body.op && body.op !== 'SETOP_NONE') {
    statement({ SelectStmt: body.larg }, parent, ctes, schema, uses);
    statement({ SelectStmt: body.rarg }, parent, ctes, schema, uses);
    return;
  }
  const level = levelOf((body.fromClause as Node[] | undefined) ?? [], body.whereClause, parent, ctes, schema, uses);
  record(level, uses);
  walkSublinks([body.targetList, body.havingClause, body.sortClause, body.valuesLists], level, ctes, schema, uses);
}

function record(level: Level, uses: TableUse[]) {
  for (const e of level.entries) if (e.tracked) uses.push({ table: e.table, access: e.state });
}

/** The level's tables and their filter state; subqueries in FROM and in the conditions are checked on the way. */
function levelOf(
  from: Node[],
  where: unknown,
  parent: Level | undefined,
  ctes: Ctes,
  schema: TenantSchema,
  uses: TableUse[],
): Level {
  const level: Level = { entries: [], parent };
  const quals: Node[] = [...conjuncts(where)];
  const subselects: { entry: RangeEntry; query: Node }[] = [];
  const visit = (item: Node) => {
    if (isObject(item.RangeVar)) {
      const table = String(item.RangeVar.relname);
      const alias = isObject(item.RangeVar.alias) ? String(item.RangeVar.alias.aliasname) : table;
      const cte = item.RangeVar.schemaname ? undefined : ctes.get(table);
      const tracked =
        cte === undefined && (schema.tenant.has(table) || schema.child.has(table) || table === 'companies');
      level.entries.push({ table, alias, state: cte ? 'joined' : 'unfiltered', tracked });
    } else if (isObject(item.JoinExpr)) {
      visit(item.JoinExpr.larg as Node);
      visit(item.JoinExpr.rarg as Node);
      quals.push(...conjuncts(item.JoinExpr.quals));
    } else if (isObject(item.RangeSubselect)) {
      const alias = isObject(item.RangeSubselect.alias) ? String(item.RangeSubselect.alias.aliasname) : '';
      const entry: RangeEntry = { table: alias, alias, state: 'unfiltered', tracked: false };
      level.entries.push(entry);
      subselects.push({ entry, query: item.RangeSubselect.subquery as Node });
    } else if (isObject(item.RangeFunction)) {
      const alias = isObject(item.RangeFunction.alias) ? String(item.RangeFunction.alias.aliasname) : '';
      level.entries.push({ table: alias, alias, state: 'unfiltered', tracked: false });
    }
  };
  from.forEach(visit);
  // Subqueries in FROM may be LATERAL and see this level's tables: checked once their state is known.
  // An unqualified column belongs to the nearest level with tables (PostgreSQL refuses an ambiguous one).
  const find = (alias: string | undefined): RangeEntry[] => {
    for (let l: Level | undefined = level; l; l = l.parent) {
      const hits = alias ? l.entries.filter((e) => e.alias === alias) : l.entries;
      if (hits.length > 0) return hits;
    }
    return [];
  };
  const keyColumn = (e: RangeEntry) => (e.table === 'companies' ? 'id' : 'company_id');
  const checked = new Map<Node, boolean>();
  const passes = (sub: Node) => {
    const known = checked.get(sub);
    if (known !== undefined) return known;
    const inner: TableUse[] = [];
    statement(sub, level, ctes, schema, inner);
    uses.push(...inner);
    const ok = inner.every((u) => u.access === 'keyed' || u.access === 'joined');
    checked.set(sub, ok);
    return ok;
  };
  // A subquery in FROM is checked first (it may be LATERAL and see this level's tables, still unfiltered then:
  // such a subquery must filter on its own).
  for (const { entry, query } of subselects) if (passes(query)) entry.state = 'joined';
  let changed = true;
  const set = (entries: RangeEntry[], state: 'keyed' | 'joined') => {
    for (const e of entries) {
      if (e.state === 'keyed' || (e.state === 'joined' && state === 'joined')) continue;
      e.state = state;
      changed = true;
    }
  };
  const expr = (q: Node) => {
    const a = q.A_Expr as Node | undefined;
    if (a && (a.kind === 'AEXPR_IN' || a.kind === 'AEXPR_OP_ANY' || (a.kind === 'AEXPR_OP' && opName(a) === '='))) {
      return [a.lexpr, a.rexpr];
    }
    const s = q.SubLink as Node | undefined;
    if (s && s.subLinkType === 'ANY_SUBLINK' && s.testexpr) return [s.testexpr, { SubLink: s }];
    return undefined;
  };
  const sides = (l: unknown, r: unknown) => {
    const left = columnRef(l);
    if (!left) return;
    const mine = find(left.alias);
    const right = columnRef(r);
    if (!right) {
      const value = isObject(r) && isObject(r.SubLink) ? passes(r.SubLink.subselect as Node) : true;
      if (!value) return;
      set(
        mine.filter((e) => keyColumn(e) === left.column),
        'keyed',
      );
      set(
        mine.filter(
          (e) =>
            (keyColumn(e) !== left.column && isObject(r) && isObject(r.SubLink)) ||
            schema.child.get(e.table) === left.column,
        ),
        'joined',
      );
      return;
    }
    const others = find(right.alias);
    for (const o of others) {
      if (o.state === 'unfiltered') continue;
      const bothKeys = o.state === 'keyed' && keyColumn(o) === right.column;
      set(
        mine.filter((e) => keyColumn(e) === left.column && bothKeys),
        'keyed',
      );
      set(
        mine.filter((e) => !(keyColumn(e) === left.column && bothKeys)),
        'joined',
      );
    }
  };
  while (changed) {
    changed = false;
    for (const q of quals) {
      const pair = expr(q);
      if (!pair) continue;
      sides(pair[0], pair[1]);
      sides(pair[1], pair[0]);
    }
  }
  walkSublinks(quals, level, ctes, schema, uses, new Set(checked.keys()));
  return level;
}

function opName(a: Node): string {
  return ((a.name as Node[]) ?? []).map((n) => String((n.String as Node).sval)).join('.');
}

/** Checks every subquery inside an expression tree against the given level (correlation). */
function walkSublinks(
  node: unknown,
  level: Level | undefined,
  ctes: Ctes,
  schema: TenantSchema,
  uses: TableUse[],
  done: ReadonlySet<Node> = new Set(),
) {
  if (Array.isArray(node)) {
    for (const n of node) walkSublinks(n, level, ctes, schema, uses, done);
    return;
  }
  if (!isObject(node)) return;
  if (isObject(node.SubLink)) {
    const sub = node.SubLink.subselect as Node;
    if (!done.has(sub)) statement(sub, level, ctes, schema, uses);
    walkSublinks(node.SubLink.testexpr, level, ctes, schema, uses, done);
    return;
  }
  for (const value of Object.values(node)) walkSublinks(value, level, ctes, schema, uses, done);
}
