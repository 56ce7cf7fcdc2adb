/** #/pages/subpack2/cancel/cancel: the Cancel screen of features/account. */
export { default } from '../../../features/account/screens/CancelScreen';
