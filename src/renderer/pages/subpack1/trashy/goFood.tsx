/** #/pages/subpack1/trashy/goFood: the GoFood screen of features/local. */
export { default } from '../../../features/local/screens/GoFoodScreen';
