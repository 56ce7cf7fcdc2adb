/**
 * The feed feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { FeedAvatar } from './FeedAvatar';
export { FEED_PAGE, FeedPostCard, PROFILE_PAGE } from './FeedPostCard';
export { useFeedActions } from './use-feed-actions';
