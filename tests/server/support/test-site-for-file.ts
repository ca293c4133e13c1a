/**
 * One test site for a whole test file: started (and the given users signed in) in beforeAll,
 * closed in afterAll. Call at the top level of the file; the object's fields are filled in
 * before the first test runs.
 */
import type { SiteOptions } from '../../../server/site';
import type { SiteClient } from './site-client';
import { startTestSite, type TestSite } from './test-site';

export type FileSite = {
	testSite: TestSite;
	/** The seeded administrator, signed in (when asked for). */
	admin: SiteClient;
	/** The seeded editor, signed in (when asked for). */
	editor: SiteClient;
};

/**
 * @param signIn  which seeded users to sign in, in this order
 * @param options site options (e.g. an upload limit)
 */
export function testSiteForThisFile(
	signIn: Array< 'admin' | 'editor' >,
	options: Partial< SiteOptions > = {}
): FileSite {
	return siteForThisFile( signIn, () => startTestSite( options ) );
}

/**
 * As testSiteForThisFile, with the site started by `start` (e.g. a forms site).
 * @param signIn which seeded users to sign in, in this order
 * @param start
 */
export function siteForThisFile(
	signIn: Array< 'admin' | 'editor' >,
	start: () => Promise< TestSite >
): FileSite {
	const fileSite = {} as FileSite;
	beforeAll( async () => {
		fileSite.testSite = await start();
		for ( const role of signIn ) {
			fileSite[ role ] = await fileSite.testSite[ role ]();
		}
	} );
	afterAll( () => fileSite.testSite.close() );
	return fileSite;
}
