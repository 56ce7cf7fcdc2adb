/**
 * A temporary activity (campaign) page from `?activity_id=&type=`: the campaign banner with the
 * window and countdown (to the start, then to the end) and the goods; ended → the ended state
 * (features/promo/ActivityLanding.tsx).
 */
import { ActivityLanding, TEMPORARY_PAGE } from '../../../features/promo/ActivityLanding';

export default function TemporaryActivity() {
  return <ActivityLanding page={TEMPORARY_PAGE} />;
}
