/** #/pages/subpack1/trashy/product/list: the LocalProductList screen of features/local. */
export { default } from '../../../../features/local/screens/LocalProductListScreen';
