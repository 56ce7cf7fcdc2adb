/** #/pages/subpack1/guide/guide: the Guide screen of features/content. */
export { default } from '../../../features/message/screens/GuideScreen';
