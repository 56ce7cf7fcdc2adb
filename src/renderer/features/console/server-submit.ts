/**
 * A console form's submit to the server: validates, runs the call with `pending` set, and shows a
 * refusal naming one of the form's fields (`code: …`, core/data `fieldOf`) under that field, any
 * other refusal as `error` (the form shows it above its buttons).
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError, fieldOf } from '../../core/data';

export interface ServerSubmit<V> {
  pending: boolean;
  /** the refusal that names none of the form's fields */
  error: string | null;
  /** resolves true when the values were valid and the call succeeded */
  run: (call: (values: V) => Promise<unknown>) => Promise<boolean>;
}

/** `isField`: whether a name the server gives is a field of the form (default: one rendered). */
export function useServerSubmit<V>(
  form: FormInstance<V>,
  isField: (name: string) => boolean = (name) => Boolean(form.getFieldInstance(name as never)),
): ServerSubmit<V> {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (call: (values: V) => Promise<unknown>): Promise<boolean> => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return false;
    setError(null);
    setPending(true);
    try {
      await call(values);
      return true;
    } catch (err) {
      const e = ApiError.from(err);
      const field = fieldOf(e.message);
      if (field && isField(field)) {
        form.setFields([
          { name: field as never, errors: [e.message.slice(field.length + 1).trim()] },
        ]);
      } else setError(e.message);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}
