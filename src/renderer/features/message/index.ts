/**
 * The messages feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { DownloadLinks } from './DownloadLinks';
