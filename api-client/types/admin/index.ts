/**
 * Request and response types of the provider's admin calls (jetpack/v4), one file per area.
 */
export type * from './envelope';
export type * from './google-verification';
export type * from './identity-crisis';
export type * from './intro-offers';
export type * from './licensing';
export type * from './mailchimp';
export type * from './marketing';
export type * from './migration';
export type * from './notices';
export type * from './products';
export type * from './recommendations';
export type * from './search';
export type * from './security';
export type * from './setup';
export type * from './site';
export type * from './stats';
export type * from './updates';
export type * from './wordads';
