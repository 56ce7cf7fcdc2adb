/** #/pages/subpack1/trashy/togetherFind-comment: the TogetherFindComment screen of features/feed. */
export { default } from '../../../features/feed/screens/TogetherFindCommentScreen';
