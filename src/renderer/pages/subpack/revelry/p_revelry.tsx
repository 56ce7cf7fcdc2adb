/** #/pages/subpack/revelry/p_revelry: the PRevelry screen of features/promo. */
export { default } from '../../../features/promo/screens/PRevelryScreen';
