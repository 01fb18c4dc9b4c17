export * from './auth';
export * from './catalog';
export * from './shops';
export * from './users';
