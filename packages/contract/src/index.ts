export * from './auth';
export * from './catalog';
export * from './envelope';
export * from './locales';
export * from './money';
export * from './orders';
export * from './passwords';
