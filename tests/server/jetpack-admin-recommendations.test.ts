/**
 * jetpack/v4 recommendations (data, step, suggestions, upsell, conditional) and
 * setup/questionnaire: persisted across requests and restarts, validated, administrators only.
 */
import { startTestSite } from './support/test-site';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;
const post = ( path: string, body: unknown, client = site.admin ) =>
	client.rest( v4( path ), { method: 'POST', body } );

describe( 'recommendations', () => {
	it( 'saves the answers whole and reads them back', async () => {
		expect(
			( await site.admin.rest( v4( 'recommendations/data' ) ) ).body
		).toEqual( {} );
		const data = {
			'site-type-store': true,
			'site-type-personal': false,
			visits: 3,
		};
		const saved = await post( 'recommendations/data', { data } );
		expect( saved.body ).toEqual( data );
		await post( 'recommendations/data', {
			data: { 'site-type-business': true },
		} );
		expect(
			( await site.admin.rest( v4( 'recommendations/data' ) ) ).body
		).toEqual( {
			'site-type-business': true,
		} );
	} );

	it.each( [
		[ {}, 'Missing parameter(s): data', [ 'data' ] ],
		[
			{ data: 'yes' },
			'Invalid parameter(s): data',
			{ data: 'data is not of type object.' },
		],
		[
			{ data: { nested: { a: 1 } } },
			'Invalid parameter(s): data',
			{
				data: 'data[nested] must be a string, number, boolean or list of strings.',
			},
		],
	] )( 'refuses data %j', async ( body, message, params ) => {
		const response = await post( 'recommendations/data', body );
		expect( response.status ).toBe( 400 );
		expect( response.body.message ).toBe( message );
		expect( response.body.data.params ).toEqual( params );
	} );

	it( 'keeps the step', async () => {
		expect(
			( await site.admin.rest( v4( 'recommendations/step' ) ) ).body
		).toEqual( {
			step: 'not-started',
		} );
		expect(
			(
				await post( 'recommendations/step', {
					step: 'site-type-question',
				} )
			).body
		).toEqual( {
			step: 'site-type-question',
		} );
		expect(
			( await site.admin.rest( v4( 'recommendations/step' ) ) ).body.step
		).toBe( 'site-type-question' );
		const bad = await post( 'recommendations/step', {
			step: 'Not A Step',
		} );
		expect( bad.status ).toBe( 400 );
		expect( bad.body.data.params.step ).toBe(
			'step does not match pattern ^[a-z0-9]+(-[a-z0-9]+)*$.'
		);
	} );

	it( 'suggests what the site lacks and drops what a licence brings', async () => {
		const before = (
			await site.admin.rest( v4( 'recommendations/product-suggestions' ) )
		).body;
		const slugs = ( list: Array< { slug: string } > ) =>
			list.map( ( p ) => p.slug );
		expect( slugs( before ) ).toContain( 'jetpack_backup_t1_yearly' );
		expect( before[ 0 ] ).toEqual( {
			id: expect.any( Number ),
			slug: expect.any( String ),
			title: expect.any( String ),
			description: expect.any( String ),
			cost: expect.any( Number ),
			currency_code: 'USD',
			billing_timeframe: 'year',
		} );
		const upsell = (
			await site.admin.rest( v4( 'recommendations/upsell' ) )
		).body;
		expect( upsell ).toMatchObject( {
			product_slug: 'jetpack_security_t1_yearly',
			hide_upsell: false,
		} );
		await post( 'recommendations/data', {
			data: { 'site-type-store': true },
		} );
		expect(
			( await site.admin.rest( v4( 'recommendations/conditional' ) ) )
				.body
		).toEqual( [
			'woocommerce',
			'anti-spam',
			'backup-plan',
			'videopress',
		] );

		await post( 'licensing/attach-licenses', {
			licenses: [ 'jetpack-backup-t1_BackupKey0123456' ],
		} );
		const after = (
			await site.admin.rest( v4( 'recommendations/product-suggestions' ) )
		).body;
		expect( slugs( after ) ).not.toContain( 'jetpack_backup_t1_yearly' );
		expect(
			( await site.admin.rest( v4( 'recommendations/upsell' ) ) ).body
				.hide_upsell
		).toBe( true );
		expect(
			( await site.admin.rest( v4( 'recommendations/conditional' ) ) )
				.body
		).not.toContain( 'backup-plan' );
	} );
} );

describe( 'setup questionnaire', () => {
	it( 'merges answers and replaces the status', async () => {
		expect(
			( await site.admin.rest( v4( 'setup/questionnaire' ) ) ).body
		).toEqual( {
			questionnaire: {},
			status: 'not-started',
		} );
		await post( 'setup/questionnaire', {
			questionnaire: {
				'use-case': 'business',
				goals: [ 'security', 'growth' ],
			},
			status: 'intro-page',
		} );
		const saved = await post( 'setup/questionnaire', {
			questionnaire: { 'has-store': true },
		} );
		expect( saved.body ).toEqual( {
			questionnaire: {
				'use-case': 'business',
				goals: [ 'security', 'growth' ],
				'has-store': true,
			},
			status: 'intro-page',
		} );
		expect(
			( await site.admin.rest( v4( 'setup/questionnaire' ) ) ).body
		).toEqual( saved.body );
	} );

	it( 'keeps answers and the step across a restart on the same data folder', async () => {
		const first = await startTestSite();
		const client = await first.admin();
		await client.rest( v4( 'setup/questionnaire' ), {
			method: 'POST',
			body: {
				questionnaire: { 'use-case': 'blog' },
				status: 'completed',
			},
		} );
		await client.rest( v4( 'recommendations/step' ), {
			method: 'POST',
			body: { step: 'summary' },
		} );
		await first.site.close();
		const second = await startTestSite( { dataDir: first.dataDir } );
		try {
			const again = await second.admin();
			expect(
				( await again.rest( v4( 'setup/questionnaire' ) ) ).body
			).toEqual( {
				questionnaire: { 'use-case': 'blog' },
				status: 'completed',
			} );
			expect(
				( await again.rest( v4( 'recommendations/step' ) ) ).body
			).toEqual( {
				step: 'summary',
			} );
		} finally {
			await second.close();
			await first.close().catch( () => undefined );
		}
	} );

	it( 'refuses an unknown status or numeric answers, naming the field', async () => {
		const status = await post( 'setup/questionnaire', { status: 'done' } );
		expect( status.status ).toBe( 400 );
		expect( status.body.data.params.status ).toBe(
			'status is not one of not-started, intro-page, income-page, features-page, completed.'
		);
		const answers = await post( 'setup/questionnaire', {
			questionnaire: { size: 5 },
		} );
		expect( answers.status ).toBe( 400 );
		expect( answers.body.data.params.questionnaire ).toBe(
			'questionnaire[size] must be a string, boolean or list of strings.'
		);
	} );
} );

it( 'editors can neither read nor change recommendations or the questionnaire', async () => {
	const editor = await site.testSite.editor();
	for ( const path of [
		'recommendations/data',
		'recommendations/step',
		'recommendations/product-suggestions',
		'recommendations/upsell',
		'recommendations/conditional',
		'setup/questionnaire',
	] ) {
		expect( [ path, ( await editor.rest( v4( path ) ) ).status ] ).toEqual(
			[ path, 403 ]
		);
	}
	expect(
		( await post( 'recommendations/data', { data: {} }, editor ) ).status
	).toBe( 403 );
	expect(
		( await post( 'recommendations/step', { step: 'summary' }, editor ) )
			.status
	).toBe( 403 );
	expect(
		( await post( 'setup/questionnaire', { status: 'completed' }, editor ) )
			.status
	).toBe( 403 );
	expect(
		(
			await post(
				'setup/questionnaire',
				{ status: 'completed' },
				site.testSite.client()
			)
		).status
	).toBe( 401 );
} );
