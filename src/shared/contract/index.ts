export * from './envelope';
export * from './schemas';
export * from './types';
