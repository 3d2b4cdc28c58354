export * from './companies';
export * from './users';
export * from './auth';
export * from './mail';
