/** #/pages/subpack1/trashy/togetherFind: the TogetherFind screen of features/feed. */
export { default } from '../../../features/feed/screens/TogetherFindScreen';
