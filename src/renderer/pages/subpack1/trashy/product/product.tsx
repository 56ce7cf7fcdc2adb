/** #/pages/subpack1/trashy/product/product: the LocalProduct screen of features/local. */
export { default } from '../../../../features/local/screens/LocalProductScreen';
