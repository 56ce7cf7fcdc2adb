import type { FeedUser } from '../../../shared/contract/feed';
import './feed.css';

/** Shown when a user has no avatar (the generated picture the goods comments use). */
export const DEFAULT_AVATAR = '/media/gen/avatar/default.svg';

/** A round avatar; decorative when the nickname is shown beside it. */
export function FeedAvatar({ user, size = 40 }: { user: FeedUser; size?: number }) {
  return (
    <img
      className="feed-avatar"
      src={user.avatar || DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
