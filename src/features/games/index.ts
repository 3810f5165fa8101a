// The public face of features/games for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index.
export { GameCard } from './GameCard/GameCard';
export { GameCardSkeleton } from './GameCard/GameCardSkeleton';
