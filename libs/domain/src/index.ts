export * from './errors';
export * from './prices';
export * from './access';
export * from './validation';
export * from './masks';
export * from './legacy-form';
export * from './records';
export * from './cpi';
