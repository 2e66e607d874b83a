import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from './database-client';
import * as schema from './schema';

/*
 * schema.ts types its constrained text columns with the value lists of core (issue 35: one enum
 * source), and the services trust those types instead of re-parsing what they read. That holds
 * only while the database's check constraints, written by the migrations, allow exactly the same
 * values: this compares the two, on the migrated database of the running engine.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const constraintsSchema = z.object({
  rows: z.array(z.object({ table: z.string(), definition: z.string() })),
});

/** The values a check constraint of the form `column IN (...)`, or `column IS NULL OR column IN (...)`, allows. */
function allowedValues(definition: string, column: string): string[] | null {
  const value = "'((?:[^']|'')*)'::text";
  const list = `${column} = ANY \\(ARRAY\\[(${value}(?:, ${value})*)\\]\\)`;
  const single = `${column} = ${value}`;
  const inList = `(?:${list}|${single})`;
  const shapes = [
    `^CHECK \\(\\(${inList}\\)\\)$`,
    `^CHECK \\(\\(\\(${column} IS NULL\\) OR \\(${inList}\\)\\)\\)$`,
  ];
  for (const shape of shapes) {
    const match = new RegExp(shape).exec(definition);
    if (!match) continue;
    const quoted = match[0].slice(match[0].indexOf(`${column} = `) + column.length + 3);
    return [...quoted.matchAll(new RegExp(value, 'g'))].map((found) =>
      (found[1] ?? '').replaceAll("''", "'"),
    );
  }
  return null;
}

describe(`the typed columns and the check constraints (${process.env.TEST_DB_ENGINE ?? 'pglite'})`, () => {
  it('type every constrained text column with exactly the values its check constraint allows', async () => {
    const result = await handle.db.execute(
      sql`SELECT conrelid::regclass::text AS "table", pg_get_constraintdef(oid) AS "definition"
          FROM pg_constraint WHERE contype = 'c'`,
    );
    const constraints = constraintsSchema.parse(result).rows;

    const typed = new Map<string, string[]>();
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (column.enumValues) typed.set(`${getTableName(table)}.${column.name}`, [...column.enumValues]);
      }
    }
    const constrained = new Map<string, string[]>();
    for (const { table, definition } of constraints) {
      const columns = [...definition.matchAll(/\(+([a-z_]+) (?:= ANY|= '|IS NULL)/g)].map(
        (found) => found[1],
      );
      for (const column of new Set(columns)) {
        if (!column) continue;
        const values = allowedValues(definition, column);
        if (values) constrained.set(`${table}.${column}`, values);
      }
    }

    expect(Object.fromEntries(typed)).toEqual(Object.fromEntries(constrained));
    // Not two empty lists: 49 columns when this was written.
    expect(typed.size).toBeGreaterThanOrEqual(49);
  });
});
