/**
 * Recorded consent (issue 19 part E): the current versions of the user agreement and the privacy
 * policy, and the append-only user_consents rows (consent.service.ts).
 */
import type { Executor } from '../../db';
import { readConfig } from '../config/config.repository';

export interface AgreementVersions {
  user_agreement: string;
  privacy_policy: string;
}

async function latestVersion(db: Executor, type: string, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('notice_clauses')
    .select('version')
    .where('type', '=', type)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.version ?? null;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 20) : null;

/**
 * The versions a user accepts now: app_config `agreement_versions`
 * (`{"user_agreement":"2.1","privacy_policy":"3.0"}`) where set, else the latest published
 * clause of each type (what pages/subpack/agreement/agreement shows), else `1.0`.
 */
export async function currentVersions(db: Executor, now: number): Promise<AgreementVersions> {
  const configured = await readConfig<unknown>(db, 'agreement_versions', null);
  const c =
    configured && typeof configured === 'object' ? (configured as Record<string, unknown>) : {};
  return {
    user_agreement:
      text(c.user_agreement) ?? (await latestVersion(db, 'user_agreement', now)) ?? '1.0',
    privacy_policy:
      text(c.privacy_policy) ?? (await latestVersion(db, 'privacy_policy', now)) ?? '1.0',
  };
}

/** The one text a client sends back as `agreement_version`: `<agreement>/<privacy>`. */
export const agreementVersionOf = (v: AgreementVersions): string =>
  `${v.user_agreement}/${v.privacy_policy}`;

export type ConsentAction = 'register' | 'login' | 'social_register' | 'social_bind';

export async function insertConsent(
  db: Executor,
  row: {
    user_id: number;
    action: ConsentAction;
    versions: AgreementVersions;
    ip: string;
    user_agent: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('user_consents')
    .values({
      user_id: row.user_id,
      action: row.action,
      agreement_version: agreementVersionOf(row.versions),
      user_agreement_version: row.versions.user_agreement,
      privacy_policy_version: row.versions.privacy_policy,
      ip: row.ip.slice(0, 64),
      user_agent: row.user_agent.slice(0, 300),
      created_at: row.now,
    })
    .execute();
}

/** A user's consents, newest first. */
export function consentsOf(db: Executor, userId: number) {
  return db
    .selectFrom('user_consents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
