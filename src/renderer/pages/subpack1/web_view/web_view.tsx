/** #/pages/subpack1/web_view/web_view: the WebView screen of features/content. */
export { default } from '../../../features/message/screens/WebViewScreen';
