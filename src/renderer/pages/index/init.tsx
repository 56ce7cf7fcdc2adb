/** #/pages/index/init: the Init screen of features/home. */
export { default } from '../../features/home/screens/InitScreen';
