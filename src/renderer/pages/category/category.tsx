/** #/pages/category/category: the Category screen of features/catalogue. */
export { default } from '../../features/catalogue/screens/CategoryScreen';
