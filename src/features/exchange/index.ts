// The public face of features/exchange for other features (eslint.config.js). Only pure pieces
// are listed: every module named here loads with whoever imports the index, and the exchange
// screen's components load with its own route.
export { convertDown, moneyText, rateText } from './exchangeMath';
export { rateOf, type ExchangePair } from './exchangePairs';
