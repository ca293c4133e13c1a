/**
 * Conditional fields on the server (fixture `current-conditional`: "Which topic?" is required and
 * shown only when the topic is Other; "Phone" is required and shown only when "Call me back" is
 * ticked, in Jetpack's older `controls` shape; "Message" hides when the topic is Sales and a
 * call back is asked for). The page shows every field (the view script hides them) and carries
 * the rules; the server works the rules out from the answers on both paths — the view script's
 * JSON post and a post without JavaScript, where every field was shown — so a hidden required
 * field is not required, a shown one is, and hidden answers are neither stored nor emailed nor
 * exported.
 */
import { sql } from 'kysely';
import {
	contactFormFixture,
	dom,
	field,
	formContent,
	formPostForThisFile,
	postForm,
	publishPost,
	renderBlocks,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
	type Fields,
} from './support/forms';
import {
	fileField,
	jsonAnswer,
	pdf,
	postMultipart,
	storedFiles,
} from './support/form-files';

jest.setTimeout( 30000 );

const site = formPostForThisFile( contactFormFixture( 'current-conditional' ) );
const { name } = site;

/** Stored answers of the latest response: label → value. */
async function storedAnswers(): Promise< Record< string, string > > {
	const { rows } = await sql< { label: string; value: string } >`
		select label, value from feedback_fields
		where feedback_id = ( select max( id ) from feedback )
		order by position`.execute( site.testSite.site.db );
	return Object.fromEntries(
		rows.map( ( row ) => [ row.label, JSON.parse( row.value ) ] )
	);
}

async function latestEmail(): Promise< string > {
	const { rows } = await sql< { text_body: string; html_body: string } >`
		select text_body, html_body from form_outbox order by id desc limit 1`.execute(
		site.testSite.site.db
	);
	return rows[ 0 ].text_body + rows[ 0 ].html_body;
}

async function send( fields: Fields, javascript: boolean ) {
	const { visitor, form } = await site.visit();
	if ( javascript ) {
		return ( await submitJson( visitor, form, fields ) ).body;
	}
	const response = await postForm( visitor, form, fields );
	return {
		status: response.status,
		page: response.status === 303 ? null : dom( await response.text() ),
	};
}

it( 'shows every field without JavaScript and carries the rules, subjects by input name, in an escaped attribute', async () => {
	const { form } = await site.visit();
	const document = dom( form.html );
	const element = document.querySelector( 'form' )!;
	expect(
		document.querySelectorAll( '[data-jf-field][hidden]' )
	).toHaveLength( 0 );
	expect( form.html ).not.toMatch( /data-jf-conditions="[^"]*"[^>]*"/ );
	expect( form.html ).toContain( 'data-jf-conditions="{&quot;' );
	const conditions = JSON.parse(
		element.getAttribute( 'data-jf-conditions' )!
	);
	expect( Object.keys( conditions ) ).toEqual( form.names );
	expect(
		conditions[ name( 'other-topic' ) ].logic.groups[ 0 ].rules[ 0 ]
	).toEqual( {
		field: name( 'topic' ),
		operator: 'is',
		value: 'Other',
		type: 'fieldValue',
	} );
	expect(
		conditions[ name( 'phone' ) ].logic.groups[ 0 ].rules[ 0 ]
	).toMatchObject( { field: name( 'call-me' ), operator: 'is_checked' } );
} );

it( 'escapes hostile rule values and ids in the attribute, and keeps them as written', () => {
	const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
	const document = renderBlocks(
		formContent(
			field( 'text', {
				label: 'Code',
				id: `x'"><svg onload=alert(3)>`,
			} ) +
				field( 'text', {
					label: 'Then',
					conditionalLogic: {
						enabled: true,
						groups: [
							{
								rules: [
									{
										field: `x'"><svg onload=alert(3)>`,
										operator: 'is',
										value: hostile,
									},
								],
							},
						],
					},
				} )
		)
	);
	expect( document.querySelectorAll( 'script, img, svg' ) ).toHaveLength( 0 );
	const conditions = JSON.parse(
		document.querySelector( 'form' )!.getAttribute( 'data-jf-conditions' )!
	);
	const [ rule ] = conditions[ 'g7-then' ].logic.groups[ 0 ].rules;
	expect( rule ).toEqual( {
		field: 'g7-x-svg-onload-alert-3',
		operator: 'is',
		value: hostile,
	} );
} );

describe.each( [
	[ 'JavaScript (JSON)', true ],
	[ 'no JavaScript', false ],
] )( '%s', ( _path, javascript ) => {
	it( 'does not require a hidden required field, and stores, emails and exports no hidden answer', async () => {
		// Without JavaScript the visitor saw (and filled) every field.
		const answer = await send(
			{
				[ name( 'topic' ) ]: 'Sales',
				[ name( 'other-topic' ) ]: `stale ${ javascript }`,
				[ name( 'message' ) ]: 'Hello',
			},
			javascript
		);
		expect( answer ).toMatchObject(
			javascript ? { success: true } : { status: 303 }
		);
		const stored = await storedAnswers();
		expect( stored ).toEqual( {
			Topic: 'Sales',
			'Call me back': 'No',
			Message: 'Hello',
		} );
		expect( await latestEmail() ).not.toContain( 'stale' );
		expect( await latestEmail() ).not.toContain( 'Which topic?' );
	} );

	it( 'requires a shown required field', async () => {
		const answer = await send(
			{
				[ name( 'topic' ) ]: 'Other',
				[ name( 'other-topic' ) ]: '',
				[ name( 'call-me' ) ]: 'Yes',
				[ name( 'phone' ) ]: '',
			},
			javascript
		);
		expect( answer.status ).toBe( 400 );
		// The JSON's errors, or the page's error summary.
		const errors = answer.page
			? [
					...answer.page.querySelectorAll(
						'.contact-form__error li'
					),
				].map( ( item ) => item.textContent )
			: (
					answer.errors as Array< {
						label: string;
						message: string;
					} >
				 ).map( ( error ) => `${ error.label }: ${ error.message }` );
		expect( errors ).toEqual( [
			'Which topic?: This field is required.',
			'Phone: This field is required.',
		] );
	} );

	it( 'stores the answers of shown fields, and hides by a rule with "hide"', async () => {
		const answer = await send(
			{
				[ name( 'topic' ) ]: 'Sales',
				[ name( 'call-me' ) ]: 'Yes',
				[ name( 'phone' ) ]: '+1 555 0100',
				[ name( 'message' ) ]: `hidden message ${ javascript }`,
			},
			javascript
		);
		expect( answer ).toMatchObject(
			javascript ? { success: true } : { status: 303 }
		);
		expect( await storedAnswers() ).toEqual( {
			Topic: 'Sales',
			'Call me back': 'Yes',
			Phone: '+1 555 0100',
		} );
	} );
} );

it( 'leaves a hidden answer out of the CSV export', async () => {
	await send(
		{
			[ name( 'topic' ) ]: 'Support',
			[ name( 'other-topic' ) ]: 'exported-never',
			[ name( 'message' ) ]: 'exported-always',
		},
		true
	);
	const admin = await site.testSite.admin();
	const list = await (
		await admin.fetch( '/wp-admin/edit.php?post_type=feedback' )
	).text();
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( list )?.[ 1 ];
	const csv = await (
		await admin.fetch(
			`/wp-admin/edit.php?post_type=feedback&export=csv&_wpnonce=${ nonce }`
		)
	).text();
	expect( csv ).toContain( 'exported-always' );
	expect( csv ).not.toContain( 'exported-never' );
} );

describe( 'a conditional file field', () => {
	let filePost: number;

	beforeAll( async () => {
		( { id: filePost } = await publishPost(
			await site.testSite.admin(),
			formContent(
				[
					field( 'checkbox', {
						label: 'Attach a CV',
						id: 'with-cv',
					} ),
					fileField(
						{
							required: true,
							conditionalLogic: {
								enabled: true,
								action: 'show',
								logicalOperator: 'any',
								groups: [
									{
										logicalOperator: 'any',
										rules: [
											{
												field: 'with-cv',
												operator: 'is_checked',
												type: 'fieldValue',
											},
										],
									},
								],
							},
						},
						'Your CV'
					),
					SUBMIT_BUTTON,
				].join( '\n' )
			)
		) );
	} );

	async function post( parts: Parameters< typeof postMultipart >[ 2 ] ) {
		const visitor = site.testSite.client();
		const form = await visitForm( visitor, filePost );
		return jsonAnswer( await postMultipart( visitor, form, parts, true ) );
	}

	it( 'is not required while hidden, and a file sent for it is not stored', async () => {
		const before = ( await storedFiles( site.testSite ) ).length;
		expect(
			await post( [
				{
					name: `g${ filePost }-your-cv[]`,
					filename: 'cv.pdf',
					type: 'application/pdf',
					data: pdf(),
				},
			] )
		).toMatchObject( { success: true } );
		expect( await storedFiles( site.testSite ) ).toHaveLength( before );
		expect( await storedAnswers() ).toEqual( { 'Attach a CV': 'No' } );
	} );

	it( 'is required while shown, and its file stored', async () => {
		const refused = await post( [
			{ name: `g${ filePost }-with-cv`, value: 'Yes' },
		] );
		expect( refused ).toMatchObject( { success: false, status: 400 } );
		expect( refused.errors ).toEqual( [
			expect.objectContaining( {
				name: `g${ filePost }-your-cv`,
				message: 'This field is required.',
			} ),
		] );

		const before = ( await storedFiles( site.testSite ) ).length;
		expect(
			await post( [
				{ name: `g${ filePost }-with-cv`, value: 'Yes' },
				{
					name: `g${ filePost }-your-cv[]`,
					filename: 'cv.pdf',
					type: 'application/pdf',
					data: pdf(),
				},
			] )
		).toMatchObject( { success: true } );
		expect( await storedFiles( site.testSite ) ).toHaveLength( before + 1 );
		expect( await storedAnswers() ).toEqual( {
			'Attach a CV': 'Yes',
			'Your CV': [ 'cv.pdf' ],
		} );
	} );
} );
