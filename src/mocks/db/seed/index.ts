/**
 * The demo seed: the catalogues and records a reset of the demo database restores. Story fixtures
 * take their cards, packages, goods, numbers, addresses and coupons from here.
 */
export * from './accounts';
export * from './cards';
export * from './catalogue';
export * from './goods';
export * from './layouts';
export * from './numbers';
export * from './points';
export * from './regions';
export * from './shop';
