/** #/pages/news/news: the News screen of features/content. */
export { default } from '../../features/message/screens/NewsScreen';
