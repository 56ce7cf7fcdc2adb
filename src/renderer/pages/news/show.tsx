/** #/pages/news/show: the NewsShow screen of features/content. */
export { default } from '../../features/message/screens/NewsShowScreen';
