/** #/pages/user/user: the Mine screen of features/account. */
export { default } from '../../features/account/screens/MineScreen';
