/** #/pages/news/detail: the NewsDetail screen of features/content. */
export { default } from '../../features/messages/screens/NewsDetailScreen';
