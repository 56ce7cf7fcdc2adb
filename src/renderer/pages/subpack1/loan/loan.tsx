/** #/pages/subpack1/loan/loan: the Loan screen of features/account. */
export { default } from '../../../features/account/screens/LoanScreen';
