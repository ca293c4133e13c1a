/**
 * Site type helpers: the type itself (site-type.ts) and the links it changes (links.ts).
 */
export * from './site-type';
export * from './links';
