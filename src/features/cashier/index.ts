// The public face of features/cashier for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index.
export { AmountField, amountMessage } from './AmountField';
export { checkAmount, type AmountCheck, type AmountLimits, type AmountProblem } from './amount';
