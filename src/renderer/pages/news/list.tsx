/** #/pages/news/list: the NewsList screen of features/content. */
export { default } from '../../features/message/screens/NewsListScreen';
