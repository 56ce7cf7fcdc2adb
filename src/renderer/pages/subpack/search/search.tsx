/** #/pages/subpack/search/search: the Search screen of features/catalogue. */
export { default } from '../../../features/catalogue/screens/SearchScreen';
