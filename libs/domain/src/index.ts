export * from './errors';
export * from './prices';
export * from './access';
export * from './validation';
export * from './insurance';
