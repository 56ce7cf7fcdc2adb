/** #/pages/subpack1/download/index: the Download screen of features/content. */
export { default } from '../../../features/message/screens/DownloadScreen';
