import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { get_dmmf } from '@prisma/prisma-schema-wasm';

// Compares schema.prisma (read with Prisma's own DMMF) with a migrated
// database, SQLite (read with PRAGMA) or PostgreSQL (read from its catalogue),
// so the hand-written SQL of either cannot drift from the schema. Both sides
// become the same Shape; the differences are readable lines.

type DmmfField = {
  name: string;
  kind: 'scalar' | 'object' | 'enum';
  isRequired: boolean;
  isList: boolean;
  isId: boolean;
  type: string;
  dbName?: string | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[]; primaryKey: { fields: string[] } | null };
type DmmfIndex = { model: string; type: 'id' | 'unique' | 'normal' | 'fulltext'; fields: { name: string }[] };
type Datamodel = { models: DmmfModel[]; indexes: DmmfIndex[] };

type Column = { type: string; notNull: boolean };
type Table = {
  columns: Map<string, Column>;
  primaryKey: string[];
  /** "from->Target(to) on delete ACTION" */
  foreignKeys: Set<string>;
  /** "unique(a,b)" or "index(a)" */
  indexes: Set<string>;
};
type Shape = Map<string, Table>;

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../prisma/schema.prisma');

/** Column types as each database reports them, by Prisma scalar type. */
const TYPES = {
  sqlite: {
    Int: 'INTEGER',
    String: 'TEXT',
    Boolean: 'BOOLEAN',
    DateTime: 'DATETIME',
    Float: 'REAL',
    BigInt: 'BIGINT',
    Decimal: 'DECIMAL',
    Json: 'JSONB',
    Bytes: 'BLOB',
  },
  postgresql: {
    Int: 'integer',
    String: 'text',
    Boolean: 'boolean',
    DateTime: 'timestamp without time zone',
    Float: 'double precision',
    BigInt: 'bigint',
    Decimal: 'numeric',
    Json: 'jsonb',
    Bytes: 'bytea',
  },
} satisfies Record<string, Record<string, string>>;

export function readDatamodel(schema = fs.readFileSync(SCHEMA_FILE, 'utf8')): Datamodel {
  return JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: schema }))).datamodel as Datamodel;
}

/** Prisma's default for a relation without onDelete: Restrict when required, SetNull when optional. */
function onDeleteOf(field: DmmfField, model: DmmfModel): string {
  if (field.relationOnDelete) return field.relationOnDelete.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
  const scalars = model.fields.filter((candidate) => field.relationFromFields?.includes(candidate.name));
  return scalars.every((scalar) => scalar.isRequired) ? 'RESTRICT' : 'SET NULL';
}

function expectedShape(datamodel: Datamodel, types: Record<string, string>): Shape {
  const shape: Shape = new Map();
  for (const model of datamodel.models) {
    const scalars = model.fields.filter((field) => field.kind !== 'object');
    const foreignKeys = new Set<string>();
    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
      const target = datamodel.models.find((candidate) => candidate.name === field.type);
      foreignKeys.add(
        `${field.relationFromFields}->${target?.dbName ?? field.type}(${field.relationToFields}) on delete ${onDeleteOf(field, model)}`,
      );
    }
    shape.set(model.dbName ?? model.name, {
      columns: new Map(
        scalars.map((field) => [
          field.dbName ?? field.name,
          { type: field.kind === 'enum' ? types.String! : types[field.type]!, notNull: field.isRequired },
        ]),
      ),
      primaryKey: model.primaryKey?.fields ?? scalars.filter((field) => field.isId).map((field) => field.name),
      foreignKeys,
      indexes: new Set(
        datamodel.indexes
          .filter((index) => index.model === model.name && (index.type === 'unique' || index.type === 'normal'))
          .map((index) => `${index.type === 'unique' ? 'unique' : 'index'}(${index.fields.map((f) => f.name)})`),
      ),
    });
  }
  return shape;
}

function differences(expected: Shape, actual: Shape): string[] {
  const problems: string[] = [];
  const both = (kind: string, table: string, want: Set<string>, have: Set<string>) => {
    for (const key of want) if (!have.has(key)) problems.push(`${kind}${table}: ${key} is missing`);
    for (const key of have) if (!want.has(key)) problems.push(`${kind}${table}: ${key} is not in the schema`);
  };
  for (const [name, table] of expected) {
    const found = actual.get(name);
    if (!found) {
      problems.push(`table ${name} is missing`);
      continue;
    }
    for (const [column, want] of table.columns) {
      const have = found.columns.get(column);
      if (!have) {
        problems.push(`column ${name}.${column} is missing`);
        continue;
      }
      if (have.type !== want.type) problems.push(`column ${name}.${column} is ${have.type}, expected ${want.type}`);
      // SQLite reports an INTEGER PRIMARY KEY as nullable although it is not.
      if (have.notNull !== want.notNull && !found.primaryKey.includes(column)) {
        problems.push(`column ${name}.${column} nullability differs (NOT NULL=${Number(have.notNull)})`);
      }
    }
    for (const column of found.columns.keys()) {
      if (!table.columns.has(column)) problems.push(`column ${name}.${column} is not in the schema`);
    }
    if (table.primaryKey.join(',') !== found.primaryKey.join(',')) {
      problems.push(`primary key of ${name} is (${found.primaryKey}), expected (${table.primaryKey})`);
    }
    both('foreign key ', name, table.foreignKeys, found.foreignKeys);
    both('', name, table.indexes, found.indexes);
  }
  for (const name of actual.keys()) if (!expected.has(name)) problems.push(`table ${name} is not in the schema`);
  return problems;
}

function readSqlite(file: string): Shape {
  const db = new Database(file, { readonly: true });
  try {
    const names = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'",
      )
      .all() as { name: string }[];
    const shape: Shape = new Map();
    for (const { name } of names) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as {
        name: string;
        type: string;
        notnull: number;
        pk: number;
      }[];
      const keys = db.prepare(`PRAGMA foreign_key_list("${name}")`).all() as {
        id: number;
        seq: number;
        table: string;
        from: string;
        to: string;
        on_delete: string;
      }[];
      const byId = new Map<number, typeof keys>();
      for (const key of keys) byId.set(key.id, [...(byId.get(key.id) ?? []), key]);
      const indexes = (
        db.prepare(`PRAGMA index_list("${name}")`).all() as { name: string; unique: number; origin: string }[]
      ).filter((index) => index.origin === 'c');
      shape.set(name, {
        columns: new Map(columns.map((c) => [c.name, { type: c.type, notNull: Boolean(c.notnull) }])),
        primaryKey: columns
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
        foreignKeys: new Set(
          [...byId.values()].map((parts) => {
            parts.sort((a, b) => a.seq - b.seq);
            return `${parts.map((p) => p.from)}->${parts[0]!.table}(${parts.map((p) => p.to)}) on delete ${parts[0]!.on_delete}`;
          }),
        ),
        indexes: new Set(
          indexes.map((index) => {
            const columns = db.prepare(`PRAGMA index_info("${index.name}")`).all() as { name: string }[];
            return `${index.unique ? 'unique' : 'index'}(${columns.map((c) => c.name)})`;
          }),
        ),
      });
    }
    return shape;
  } finally {
    db.close();
  }
}

const ON_DELETE: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

async function readPostgresql(url: string): Promise<Shape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ table: string; column: string; type: string; nullable: string }>(
      `SELECT table_name AS table, column_name AS column, data_type AS type, is_nullable AS nullable
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT LIKE '\\_prisma%'
       ORDER BY table_name, ordinal_position`,
    );
    // Keys and indexes with their columns in order, from the catalogue.
    const constraints = await client.query<{
      table: string;
      kind: string;
      columns: string[];
      target: string;
      target_columns: string[];
      on_delete: string;
    }>(
      `SELECT c.conrelid::regclass::text AS table, c.contype AS kind,
              array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns,
              c.confrelid::regclass::text AS target,
              array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS target_columns,
              c.confdeltype AS on_delete
       FROM pg_constraint c JOIN pg_namespace s ON s.oid = c.connamespace
       WHERE s.nspname = 'public' AND c.contype IN ('p', 'f')`,
    );
    const indexes = await client.query<{ table: string; unique: boolean; columns: string[] }>(
      `SELECT t.relname AS table, x.indisunique AS unique,
              array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns
       FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
       WHERE s.nspname = 'public' AND NOT x.indisprimary AND t.relname NOT LIKE '\\_prisma%'`,
    );
    const shape: Shape = new Map();
    const table = (name: string): Table => {
      const bare = name.replace(/^"|"$/g, '');
      if (!shape.has(bare)) {
        shape.set(bare, { columns: new Map(), primaryKey: [], foreignKeys: new Set(), indexes: new Set() });
      }
      return shape.get(bare)!;
    };
    for (const row of columns.rows) {
      table(row.table).columns.set(row.column, { type: row.type, notNull: row.nullable === 'NO' });
    }
    for (const row of constraints.rows) {
      if (row.kind === 'p') table(row.table).primaryKey = row.columns;
      else {
        table(row.table).foreignKeys.add(
          `${row.columns}->${row.target.replace(/^"|"$/g, '')}(${row.target_columns}) on delete ${ON_DELETE[row.on_delete]}`,
        );
      }
    }
    for (const row of indexes.rows) table(row.table).indexes.add(`${row.unique ? 'unique' : 'index'}(${row.columns})`);
    shape.delete('_prisma_migrations');
    return shape;
  } finally {
    await client.end();
  }
}

/** Every difference between the schema and a SQLite file, as readable lines; empty when they match. */
export function compareSchemaWithDatabase(file: string, datamodel: Datamodel = readDatamodel()): string[] {
  return differences(expectedShape(datamodel, TYPES.sqlite), readSqlite(file));
}

/** The same for a PostgreSQL database. */
export async function compareSchemaWithPostgresql(
  url: string,
  datamodel: Datamodel = readDatamodel(),
): Promise<string[]> {
  return differences(expectedShape(datamodel, TYPES.postgresql), await readPostgresql(url));
}
