export * from './companies';
export * from './users';
export * from './auth';
export * from './mail';
export * from './catalogue';
export * from './contracts';
export * from './tax';
export * from './documents';
