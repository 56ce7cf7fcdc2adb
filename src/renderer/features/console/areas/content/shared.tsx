/** Pieces the content tabs share: the failure of a write shown under its field or as a message. */
import type { FormInstance } from 'antd';
import { fieldError } from './form-errors';

/** Puts a server refusal under its form field, or answers false (the caller shows a message). */
export function showOnField(form: FormInstance, err: unknown, fields: readonly string[]): boolean {
  const hit = fieldError((err as Error).message, fields);
  if (!hit) return false;
  form.setFields([{ name: hit.field, errors: [hit.reason] }]);
  return true;
}

/** The page of a tab's list from the URL (`?page=`), 1 when absent or bad. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 && n <= 100000 ? n : 1;
}
