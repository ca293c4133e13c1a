/**
 * Business Hours end to end: an editor inserts it through the inserter search, opens Sunday with
 * custom hours, publishes, and a visitor reads the week from the server rendering.
 */
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	getEditedBlocks,
	getPostId,
	openPost,
	pageAssets,
	publishPost,
	signIn,
} from '../support/e2e';

const session = editorSessionForThisFile();

describe( 'Business Hours', () => {
	let publishedUrl = '';

	it( 'is inserted through the inserter search and configured in the editor', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Opening hours', [
			'business hours',
			'Business Hours',
		] );

		const canvas = editorCanvas( page );
		const sunday = canvas.getByRole( 'group', { name: 'Sunday' } );
		// The localized week arrives from wpcom/v2; until then the placeholder shows.
		await sunday.waitFor();
		await expect(
			canvas.getByText( 'Loading business hours' ).count()
		).resolves.toBe( 0 );

		// Sunday is closed by default; opening it sets 09:00–17:00, then the editor changes the opening time.
		await sunday.getByRole( 'checkbox' ).check();
		await sunday.getByLabel( 'Opening' ).fill( '10:30' );
		// Saturday gets a second interval and then loses it again.
		const saturday = canvas.getByRole( 'group', { name: 'Saturday' } );
		await saturday.getByRole( 'checkbox' ).check();
		await saturday.getByRole( 'button', { name: 'Add Hours' } ).click();
		await saturday
			.getByRole( 'button', { name: 'Remove Hours' } )
			.first()
			.click();
		await saturday.getByRole( 'checkbox' ).uncheck();

		const [ block ] = await getEditedBlocks( page );
		expect( block.name ).toBe( 'jetpack/business-hours' );
		const days = block.attributes.days as Array< {
			name: string;
			hours: Array< { opening: string; closing: string } >;
		} >;
		expect( days.find( ( day ) => day.name === 'Sun' )?.hours ).toEqual( [
			{ opening: '10:30', closing: '17:00' },
		] );
		expect( days.find( ( day ) => day.name === 'Sat' )?.hours ).toEqual(
			[]
		);
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'publishes, and a visitor sees the week rendered by the server', async () => {
		const { browser, page } = session;
		publishedUrl = await publishPost( page );
		const visitor = await browser.newPage();
		await visitor.goto( publishedUrl );

		const list = visitor.locator( 'dl.jetpack-business-hours' );
		await expect( list.count() ).resolves.toBe( 1 );
		const terms = await list.locator( 'dt' ).allTextContents();
		// The site's week starts on Monday (WordPress's default start_of_week).
		expect( terms ).toEqual( [
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		] );
		await expect( list.locator( 'dd.Sun' ).textContent() ).resolves.toBe(
			'10:30 am - 5:00 pm'
		);
		await expect( list.locator( 'dd.Mon' ).textContent() ).resolves.toBe(
			'9:00 am - 5:00 pm'
		);
		await expect( list.locator( 'dd.Sat' ).textContent() ).resolves.toBe(
			'Closed'
		);

		// Only this block's stylesheet is loaded, and no editor code reaches the visitor.
		const { styles, scripts } = await pageAssets( visitor );
		expect( styles ).toContain( '/build/blocks/business-hours/style.css' );
		expect(
			styles.filter( ( href ) => href.includes( 'rating-star' ) )
		).toEqual( [] );
		expect(
			scripts.filter( ( src ) => src.includes( '/build/app/' ) )
		).toEqual( [] );
		await visitor.close();
	} );

	it( "follows the site's language, time format and start of week in the editor and for visitors", async () => {
		const { site, browser, page } = session;
		// An administrator switches the site to French, a 24-hour clock and weeks starting on Sunday.
		const admin = await browser.newPage();
		await signIn( admin, site, site.admin.user, site.admin.password );
		await admin.goto( `${ site.url }/wp-admin/post-new.php` );
		await admin.waitForFunction( () => 'wp' in window );
		await admin.evaluate( () =>
			(
				window as unknown as {
					wp: { apiFetch: ( options: object ) => Promise< unknown > };
				}
			 ).wp.apiFetch( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: {
					time_format: 'H:i',
					start_of_week: 0,
					language: 'fr_FR',
				},
			} )
		);
		await admin.close();

		const visitor = await browser.newPage();
		await visitor.goto( publishedUrl );
		const list = visitor.locator( 'dl.jetpack-business-hours' );
		const visitorTerms = await list.locator( 'dt' ).allTextContents();
		// Jetpack's visitors read capitalized names ("Lundi") on a French site.
		expect( visitorTerms ).toEqual( [
			'Dimanche',
			'Lundi',
			'Mardi',
			'Mercredi',
			'Jeudi',
			'Vendredi',
			'Samedi',
		] );
		await expect( list.locator( 'dd.Sun' ).textContent() ).resolves.toBe(
			'10:30 - 17:00'
		);
		await visitor.close();

		// The editor's read-only preview (block not selected) uses the same names and format.
		const postId = await getPostId( page );
		await openPost( page, postId as number, site );
		const preview = editorCanvas( page ).locator(
			'.wp-block-jetpack-business-hours'
		);
		await preview.locator( 'dt' ).first().waitFor();
		await expect(
			preview.locator( 'dt' ).allTextContents()
		).resolves.toEqual( visitorTerms );
		await expect( preview.innerText() ).resolves.toContain(
			'10:30 - 17:00'
		);
	} );
} );
