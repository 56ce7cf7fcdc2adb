/** #/pages/subpack1/trashy/notice: the Notices screen of features/local. */
export { default } from '../../../features/local/screens/NoticesScreen';
