export * from './envelope';
export * from './auth';
export * from './studio';
export * from './organization';
export * from './job';
export * from './customer';
export * from './params';
