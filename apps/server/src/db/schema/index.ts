export * from './after-sales';
export * from './auth';
export * from './catalog';
export * from './orders';
export * from './shops';
export * from './states';
export * from './users';
