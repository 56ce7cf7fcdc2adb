/** #/pages/subpack1/trashy/business: the Business screen of features/local. */
export { default } from '../../../features/local/screens/BusinessScreen';
