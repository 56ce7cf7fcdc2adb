/**
 * Consent to the user agreement and the privacy policy (issue 19 part E, Chinese privacy rules):
 * registering, logging in and the WeChat flows that create or bind an account carry the
 * `agreement_version` the client showed (from /api/v3/config); it must be the current one
 * (consent.repository.ts `currentVersions`), else the request is refused before anything else
 * happens. The acceptance is recorded (append-only user_consents) with the user, the versions,
 * the time, the IP and the client.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { invalid } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import {
  agreementVersionOf,
  currentVersions,
  insertConsent,
  type AgreementVersions,
  type ConsentAction,
} from './consent.repository';

export { agreementVersionOf, currentVersions } from './consent.repository';

/** What a request accepted: the versions, checked to be the current ones. */
export interface Accepted {
  versions: AgreementVersions;
  ip: string;
  user_agent: string;
}

/** Refuses (422) a missing or stale `agreement_version`; answers what was accepted. */
export async function requireConsent(
  app: AppContext,
  lang: Lang,
  given: string | undefined,
  req: FastifyRequest,
): Promise<Accepted> {
  // the message names the field, as every bad-input answer does
  if (!given || given.trim() === '') {
    throw invalid(`agreement_version: ${t(lang, 'consent.required')}`);
  }
  const versions = await currentVersions(app.database.db, app.clock.now());
  if (given.trim() !== agreementVersionOf(versions)) {
    throw invalid(`agreement_version: ${t(lang, 'consent.stale')}`);
  }
  const ua = req.headers['user-agent'];
  return { versions, ip: req.ip, user_agent: typeof ua === 'string' ? ua : '' };
}

/** Records an accepted consent of `userId` (inside the caller's transaction when given one). */
export async function recordConsent(
  ex: Executor,
  userId: number,
  action: ConsentAction,
  accepted: Accepted,
  now: number,
): Promise<void> {
  await insertConsent(ex, {
    user_id: userId,
    action,
    versions: accepted.versions,
    ip: accepted.ip,
    user_agent: accepted.user_agent,
    now,
  });
}
