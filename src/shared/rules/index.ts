export * from './activity-route';
export * from './gates';
export * from './money';
export * from './three-for-ten';
export * from './validate';
export * from './cart-totals';
export * from './text';
