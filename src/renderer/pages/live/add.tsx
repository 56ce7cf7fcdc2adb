/** #/pages/live/add: the LiveAdd screen of features/live. */
export { default } from '../../features/live/screens/LiveAddScreen';
