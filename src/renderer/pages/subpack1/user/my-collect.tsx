/** #/pages/subpack1/user/my-collect: the MyCollect screen of features/collection. */
export { default } from '../../../features/collection/screens/MyCollectScreen';
