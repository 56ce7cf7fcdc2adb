/** #/pages/subpack1/user/complaint: the Complaint screen of features/account. */
export { default } from '../../../features/account/screens/ComplaintScreen';
