/** #/pages/index/index: the Home screen of features/home. */
export { default } from '../../features/home/screens/HomeScreen';
