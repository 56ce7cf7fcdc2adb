/**
 * A merchant's own uniquely named, sortable class table (shop categories `shop_classes`, cabinet
 * classes `cabinet_classes`): list (with its goods count), add, edit and delete routes under one
 * URL prefix, delete refused while goods still use the class. Each module gives its own messages.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Generated, type Kysely } from 'kysely';
import type { NamedClassContract } from '../../shared/contract/cabinet';
import type { AppContext } from '../context';
import type { Executor } from '../db';
import type { ShopClassesTable } from '../db/schema';
import { isUniqueViolation } from './db-errors';
import type { Lang } from '../messages';
import { invalid, notFound } from './reply';
import { merchantRoute } from './route';

type ClassTable = 'shop_classes' | 'cabinet_classes';
/** The goods table whose column points at the class. */
type ClassGoods =
  { table: 'goods'; column: 'shop_class_id' } | { table: 'cabinet_goods'; column: 'class_id' };
/** Both class tables have the same columns; the goods tables are seen through their class column. */
type ClassDb = Record<ClassTable, ShopClassesTable> &
  Record<
    ClassGoods['table'],
    { id: Generated<number> } & Record<ClassGoods['column'], number | null>
  >;

const asClassDb = (ex: Executor) => ex as unknown as Kysely<ClassDb>;

export interface NamedClassConfig {
  /** the four routes' contract (shared/contract/cabinet.ts `namedClassContract`) */
  contract: NamedClassContract;
  table: ClassTable;
  goods: ClassGoods;
  messages: {
    notFound: (lang: Lang) => string;
    /** the 422 message of a duplicate name */
    exists: (lang: Lang) => string;
    /** the 422 message of deleting a class that still has goods */
    notEmpty: (lang: Lang) => string;
  };
}

/** The merchant's class `classId`, or 422 "not found". */
export async function ownNamedClass(
  ex: Executor,
  config: Pick<NamedClassConfig, 'table' | 'messages'>,
  merchantId: number,
  classId: number,
  lang: Lang,
) {
  const c = await asClassDb(ex)
    .selectFrom(config.table)
    .selectAll()
    .where('id', '=', classId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!c) throw notFound(config.messages.notFound(lang));
  return c;
}

export function namedClassRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  config: NamedClassConfig,
): void {
  const db = asClassDb(app.database.db);
  const { table, goods, messages } = config;

  function uniqueName(err: unknown, lang: Lang): never {
    if (isUniqueViolation(err)) throw invalid(messages.exists(lang));
    throw err;
  }

  merchantRoute(fastify, app, {
    method: 'GET',
    route: config.contract.list,
    auth: 'required',
    handler: async ({ merchant }) => {
      const list = await db
        .selectFrom(`${table} as c`)
        .select([
          'c.id',
          'c.name',
          'c.sort',
          'c.created_at',
          sql<number>`(select count(*) from ${sql.table(goods.table)} g where ${sql.ref(`g.${goods.column}`)} = c.id)`.as(
            'goods_count',
          ),
        ])
        .where('c.merchant_id', '=', merchant.id)
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute();
      return {
        list: list.map((c) => ({
          ...c,
          created_at: Number(c.created_at),
          goods_count: Number(c.goods_count),
        })),
      };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: config.contract.add,
    auth: 'required',
    handler: async ({ merchant, input, lang }) => {
      try {
        const row = await db
          .insertInto(table)
          .values({
            merchant_id: merchant.id,
            name: input.name,
            sort: input.sort,
            created_at: app.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id };
      } catch (err) {
        return uniqueName(err, lang);
      }
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: config.contract.edit,
    auth: 'required',
    handler: async ({ merchant, input, lang }) => {
      await ownNamedClass(app.database.db, config, merchant.id, input.id, lang);
      try {
        await db
          .updateTable(table)
          .set({ name: input.name, ...(input.sort === undefined ? {} : { sort: input.sort }) })
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchant.id)
          .execute();
      } catch (err) {
        uniqueName(err, lang);
      }
      return { id: input.id };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: config.contract.del,
    auth: 'required',
    handler: async ({ merchant, input, lang }) => {
      await app.database.db.transaction().execute(async (tx) => {
        await ownNamedClass(tx, config, merchant.id, input.id, lang);
        const used = await asClassDb(tx)
          .selectFrom(goods.table)
          .select('id')
          .where(goods.column, '=', input.id)
          .executeTakeFirst();
        if (used) throw invalid(messages.notEmpty(lang));
        await asClassDb(tx)
          .deleteFrom(table)
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchant.id)
          .execute();
      });
      return null;
    },
  });
}
