/** #/pages/subpack/agreement/agreement: the Agreement screen of features/content. */
export { default } from '../../../features/message/screens/AgreementScreen';
