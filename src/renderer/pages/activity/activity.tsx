/**
 * An activity landing page (`?activity_id=&type=`, or `?type=` for the running activity of that
 * type code): title, window, state and the goods grid (features/promo/ActivityLanding.tsx). Not
 * started yet → the not-started page with its countdown.
 */
import { ACTIVITY_PAGE, ActivityLanding } from '../../features/promo/ActivityLanding';

export default function ActivityPage() {
  return <ActivityLanding page={ACTIVITY_PAGE} />;
}
