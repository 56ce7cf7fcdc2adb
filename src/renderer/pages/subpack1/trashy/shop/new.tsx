/** #/pages/subpack1/trashy/shop/new: the NewShops screen of features/local. */
export { default } from '../../../../features/local/screens/NewShopsScreen';
