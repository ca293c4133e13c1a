/**
 * What the admin screens announce to screen readers (@wordpress/a11y's intro text and live
 * regions) sits inside the page's landmarks: axe's `region` rule holds while an announcement
 * shows the "Notifications" intro text, on the admin screen and the Feedback screen.
 *
 * node scripts/build.mjs && npx jest -c jest.config.js tests/e2e/admin-announcements --selectProjects e2e --runInBand
 */
import {
	editorSessionForThisFile,
	findAccessibilityViolations,
	signIn,
} from '../support/e2e';

const session = editorSessionForThisFile();

beforeAll( async () => {
	const { page, site } = session;
	await signIn( page, site, site.admin.user, site.admin.password );
} );

it.each( [
	[ 'the admin screen', '/wp-admin/admin.php?page=jetpack' ],
	[ 'the Feedback screen', '/wp-admin/edit.php?post_type=feedback' ],
] )(
	'keeps the announcement regions of %s inside a landmark',
	async ( _, screenPath ) => {
		const { page, site } = session;
		await page.goto( `${ site.url }${ screenPath }` );
		await page.locator( '#a11y-speak-polite' ).waitFor( {
			state: 'attached',
		} );
		// What speak() does to announce: the intro text stops being hidden, a message arrives.
		await page.evaluate( () => {
			document
				.getElementById( 'a11y-speak-intro-text' )
				?.removeAttribute( 'hidden' );
			const polite = document.getElementById( 'a11y-speak-polite' );
			if ( polite ) {
				polite.textContent = 'Settings saved.';
			}
		} );
		expect(
			await page.evaluate( () =>
				[
					'a11y-speak-intro-text',
					'a11y-speak-polite',
					'a11y-speak-assertive',
				].map(
					( id ) =>
						document.getElementById( id )?.closest( 'main' ) !==
						null
				)
			)
		).toEqual( [ true, true, true ] );
		expect(
			await findAccessibilityViolations( page, { rules: [ 'region' ] } )
		).toEqual( [] );
	}
);
