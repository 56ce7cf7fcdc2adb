/**
 * issue 25 §7 (electron-http): push registration, `GET api/getPhoneCId` with no payload
 * (spec section 7), answering `cid`, `uid` and `all_data`.
 *
 * The client used to POST a random per-browser id, a platform and a JSON text. With no payload
 * the server derives the device from what every request already carries:
 * - `cid`: one per login session, `<platform>-` + 32 hex of sha256 over the session's bearer
 *   token (salted with a fixed label). Stable for the session, unguessable without the token, and
 *   it reveals nothing about the token. A session belongs to one user, so the old rule "a cid of
 *   another user moves to the caller" no longer arises; the upsert by cid stays (repeat calls
 *   refresh the row).
 * - `platform`: the client marker header `X-Client` when it names a push platform, else `h5`
 *   (the only consumer client this product ships; the kiosk is a merchant client).
 * - `all_data`: what the client sent before, as far as the server can see it: the user agent and
 *   the language (`{"ua": …, "lang": …}`); the screen size is no longer recorded.
 * Nothing reads the stored devices yet (in-app delivery is the socket); they are where a vendor
 * push provider would send (docs/api-messages.md "Push devices").
 */
import { PUSH_PLATFORMS, type PushDevice } from '../../../shared/contract/messages';
import type { Executor } from '../../db';
import { sha256 } from '../../lib/crypto';
import { upsertPushDevice } from './message.repository';

const UA_MAX = 300;
const LANG_MAX = 50;

export interface DeviceRequest {
  /** the session's bearer token (the route is login-required) */
  token: string;
  userId: number;
  /** the `X-Client` header */
  client: string | undefined;
  userAgent: string | undefined;
  language: string | undefined;
}

/** The device a request registers: cid, platform and all_data (JSON text). */
export function sessionDevice(r: DeviceRequest): {
  cid: string;
  platform: string;
  allData: Record<string, string>;
} {
  const platform = (PUSH_PLATFORMS as readonly string[]).includes(r.client ?? '')
    ? (r.client as string)
    : 'h5';
  const cid = `${platform}-${sha256(`push-device:${r.token}`).slice(0, 32)}`;
  const allData: Record<string, string> = {};
  if (r.userAgent) allData.ua = r.userAgent.slice(0, UA_MAX);
  if (r.language) allData.lang = r.language.slice(0, LANG_MAX);
  return { cid, platform, allData };
}

/** Registers (or refreshes) the caller's session device and answers it. */
export async function registerSessionDevice(
  db: Executor,
  r: DeviceRequest,
  now: number,
): Promise<PushDevice> {
  const d = sessionDevice(r);
  await upsertPushDevice(db, {
    cid: d.cid,
    userId: r.userId,
    platform: d.platform,
    allData: JSON.stringify(d.allData),
    now,
  });
  return { cid: d.cid, uid: r.userId, all_data: d.allData };
}
