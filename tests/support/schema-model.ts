import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { get_dmmf } from '@prisma/prisma-schema-wasm';

// Compares schema.prisma (read with Prisma's own DMMF) with a migrated SQLite
// file (read with PRAGMA), so the hand-written SQL cannot drift from the schema.

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

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../prisma/schema.prisma');
const SQLITE_TYPES: Record<string, string> = {
  Int: 'INTEGER',
  String: 'TEXT',
  Boolean: 'BOOLEAN',
  DateTime: 'DATETIME',
  Float: 'REAL',
  BigInt: 'BIGINT',
  Decimal: 'DECIMAL',
  Json: 'JSONB',
  Bytes: 'BLOB',
};

export function readDatamodel(schema = fs.readFileSync(SCHEMA_FILE, 'utf8')): Datamodel {
  return JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: schema }))).datamodel as Datamodel;
}

/** Every difference between the schema and the database, as readable lines; empty when they match. */
export function compareSchemaWithDatabase(file: string, datamodel: Datamodel = readDatamodel()): string[] {
  const db = new Database(file, { readonly: true });
  const problems: string[] = [];
  try {
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    for (const model of datamodel.models) {
      const table = model.dbName ?? model.name;
      if (!tables.has(table)) {
        problems.push(`table ${table} is missing`);
        continue;
      }
      problems.push(...compareColumns(db, table, model));
      problems.push(...compareForeignKeys(db, table, model, datamodel));
    }
    problems.push(...compareIndexes(db, datamodel));
    const modelTables = new Set(datamodel.models.map((model) => model.dbName ?? model.name));
    for (const table of tables) {
      if (!modelTables.has(table) && !table.startsWith('_prisma') && !table.startsWith('sqlite_')) {
        problems.push(`table ${table} is not in the schema`);
      }
    }
  } finally {
    db.close();
  }
  return problems;
}

type ColumnInfo = { name: string; type: string; notnull: number; pk: number };

function compareColumns(db: Database.Database, table: string, model: DmmfModel): string[] {
  const problems: string[] = [];
  const columns = new Map(
    (db.prepare(`PRAGMA table_info("${table}")`).all() as ColumnInfo[]).map((column) => [column.name, column]),
  );
  const scalars = model.fields.filter((field) => field.kind !== 'object');
  for (const field of scalars) {
    const name = field.dbName ?? field.name;
    const column = columns.get(name);
    if (!column) {
      problems.push(`column ${table}.${name} is missing`);
      continue;
    }
    const expectedType = field.kind === 'enum' ? 'TEXT' : SQLITE_TYPES[field.type];
    if (column.type !== expectedType)
      problems.push(`column ${table}.${name} is ${column.type}, expected ${expectedType}`);
    if (Boolean(column.notnull) !== field.isRequired && !(field.isId && column.pk)) {
      problems.push(`column ${table}.${name} nullability differs (NOT NULL=${column.notnull})`);
    }
  }
  const primaryKey = model.primaryKey?.fields ?? scalars.filter((field) => field.isId).map((field) => field.name);
  const actualKey = [...columns.values()]
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  if (primaryKey.join(',') !== actualKey.join(',')) {
    problems.push(`primary key of ${table} is (${actualKey}), expected (${primaryKey})`);
  }
  const fieldNames = new Set(scalars.map((field) => field.dbName ?? field.name));
  for (const name of columns.keys()) {
    if (!fieldNames.has(name)) problems.push(`column ${table}.${name} is not in the schema`);
  }
  return problems;
}

type ForeignKeyInfo = { id: number; seq: number; table: string; from: string; to: string; on_delete: string };

/** Prisma's default for a relation without onDelete: Restrict when required, SetNull when optional. */
function onDeleteOf(field: DmmfField, model: DmmfModel): string {
  if (field.relationOnDelete) return field.relationOnDelete.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
  const scalars = model.fields.filter((candidate) => field.relationFromFields?.includes(candidate.name));
  return scalars.every((scalar) => scalar.isRequired) ? 'RESTRICT' : 'SET NULL';
}

function compareForeignKeys(db: Database.Database, table: string, model: DmmfModel, datamodel: Datamodel): string[] {
  const rows = db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as ForeignKeyInfo[];
  const actual = new Set<string>();
  const byId = new Map<number, ForeignKeyInfo[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  for (const parts of byId.values()) {
    parts.sort((a, b) => a.seq - b.seq);
    actual.add(
      `${parts.map((p) => p.from)}->${parts[0]?.table}(${parts.map((p) => p.to)}) on delete ${parts[0]?.on_delete}`,
    );
  }
  const expected = new Set<string>();
  for (const field of model.fields) {
    if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
    const target = datamodel.models.find((candidate) => candidate.name === field.type);
    expected.add(
      `${field.relationFromFields}->${target?.dbName ?? field.type}(${field.relationToFields}) on delete ${onDeleteOf(field, model)}`,
    );
  }
  const problems: string[] = [];
  for (const key of expected) if (!actual.has(key)) problems.push(`foreign key ${table}: ${key} is missing`);
  for (const key of actual) if (!expected.has(key)) problems.push(`foreign key ${table}: ${key} is not in the schema`);
  return problems;
}

type IndexInfo = { name: string; unique: number; origin: string };

function compareIndexes(db: Database.Database, datamodel: Datamodel): string[] {
  const problems: string[] = [];
  for (const model of datamodel.models) {
    const table = model.dbName ?? model.name;
    const indexes = db.prepare(`PRAGMA index_list("${table}")`).all() as IndexInfo[];
    const actual = new Set(
      indexes
        .filter((index) => index.origin === 'c')
        .map((index) => {
          const columns = (db.prepare(`PRAGMA index_info("${index.name}")`).all() as { name: string }[]).map(
            (c) => c.name,
          );
          return `${index.unique ? 'unique' : 'index'}(${columns})`;
        }),
    );
    const expected = new Set(
      datamodel.indexes
        .filter((index) => index.model === model.name && (index.type === 'unique' || index.type === 'normal'))
        .map((index) => `${index.type === 'unique' ? 'unique' : 'index'}(${index.fields.map((f) => f.name)})`),
    );
    for (const key of expected) if (!actual.has(key)) problems.push(`${table}: ${key} is missing`);
    for (const key of actual) if (!expected.has(key)) problems.push(`${table}: ${key} is not in the schema`);
  }
  return problems;
}
