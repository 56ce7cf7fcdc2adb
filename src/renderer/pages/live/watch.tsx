/** #/pages/live/watch: the Watch screen of features/live. */
export { default } from '../../features/live/screens/WatchScreen';
