export * from './catalog';
export * from './shops';
export * from './users';
export * from './auth';
