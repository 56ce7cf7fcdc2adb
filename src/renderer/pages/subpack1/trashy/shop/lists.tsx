/** #/pages/subpack1/trashy/shop/lists: the ShopRanking screen of features/local. */
export { default } from '../../../../features/local/screens/ShopRankingScreen';
