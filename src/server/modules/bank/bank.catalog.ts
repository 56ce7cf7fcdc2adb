/**
 * The banks a card can be bound to (`/api/bank_list`). Operations can replace the list in
 * app_config `bank_list` (same shape); this is the default and what the seed writes there.
 * Logos are generated pictures (`/media/gen/bank/<code>.svg`) until real ones are uploaded.
 */
import type { Bank } from '../../../shared/contract';
import type { Executor } from '../../db';
import { readConfig } from '../config/config.routes';

const bank = (code: string, name: string): Bank => ({
  code,
  name,
  logo: `/media/gen/bank/${code}.svg`,
});

export const DEFAULT_BANKS: readonly Bank[] = [
  bank('ICBC', '工商银行'),
  bank('CCB', '建设银行'),
  bank('ABC', '农业银行'),
  bank('BOC', '中国银行'),
  bank('CMB', '招商银行'),
  bank('BOCOM', '交通银行'),
  bank('PSBC', '邮储银行'),
  bank('CITIC', '中信银行'),
];

export async function bankList(db: Executor): Promise<Bank[]> {
  const list = await readConfig<Bank[]>(db, 'bank_list', [...DEFAULT_BANKS]);
  return Array.isArray(list)
    ? list.filter((b) => b && typeof b.code === 'string')
    : [...DEFAULT_BANKS];
}
