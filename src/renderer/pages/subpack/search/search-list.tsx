/** #/pages/subpack/search/search-list: the SearchList screen of features/catalogue. */
export { default } from '../../../features/catalogue/screens/SearchListScreen';
