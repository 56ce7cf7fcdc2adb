/**
 * The chat feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { ChatEntry } from './ChatEntry';
export { Composer } from './Composer';
export { ThreadView } from './ThreadView';
export { ChatThread, newClientId } from './thread-store';
export { useChatUnread } from './use-chat-unread';
export { webViewDecision } from './web-view';
