/** #/pages/user/jiu: the Jiu screen of features/account. */
export { default } from '../../features/account/screens/JiuScreen';
