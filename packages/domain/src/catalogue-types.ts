/** The catalogue and contract model types, for the server's schema and the web's API types. */
export type * from './benefits/benefit';
export type * from './benefits/category';
export type * from './contracts/contract';
