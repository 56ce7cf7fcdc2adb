/** #/pages/activityList/download-center/download-center: the DownloadCenter screen of features/promo. */
export { default } from '../../../features/promo/screens/DownloadCenterScreen';
