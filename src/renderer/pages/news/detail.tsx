/** #/pages/news/detail: the NewsDetail screen of features/content. */
export { default } from '../../features/message/screens/NewsDetailScreen';
