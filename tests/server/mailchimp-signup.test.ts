/**
 * Visitors' sign-ups through a Mailchimp block (`POST wpcom/v2/mailchimp/subscribe`), against
 * the local fake of Mailchimp's Marketing API (support/mailchimp-fake.ts): the groups and the
 * merge field come from the saved block, never from the request; the address is checked; the
 * block must be where the request says, in a published post; Mailchimp's refusal and failure
 * come back as 400 and 502; 10 attempts per address in 10 minutes.
 */
import { createHash } from 'node:crypto';
import {
	BLOCK,
	KEY,
	LIST,
	mailchimpSiteForThisFile,
} from './support/mailchimp-fake';

const file = mailchimpSiteForThisFile();

it( 'answers 503 while the site has no Mailchimp account', async () => {
	const signup = await file.signUp( await file.createPost( BLOCK ) );
	expect( signup.status ).toBe( 503 );
	expect( signup.body.code ).toBe( 'mailchimp_not_connected' );
	expect( file.seen ).toEqual( [] );
} );

describe( 'once connected', () => {
	let postId: number;

	beforeAll( async () => {
		const { status } = await file.connect( {
			api_key: KEY,
			list_id: LIST,
		} );
		if ( status !== 200 ) {
			throw new Error( `Connecting answered ${ status }` );
		}
		postId = await file.createPost( BLOCK );
	} );

	it( 'signs a visitor up with the saved block’s groups and merge field, whatever the request says', async () => {
		const second = await file.createPost(
			`<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->${ BLOCK }`
		);
		const { status, body } = await file.signUp( second, {
			email: '  Reader@Example.com ',
			block: '1',
			interests: [ 'evil' ],
			signupFieldTag: 'ADMIN',
			signupFieldValue: 'yes',
		} );
		expect( status ).toBe( 200 );
		expect( body ).toEqual( { subscribed: true, status: 'pending' } );
		const hash = createHash( 'md5' )
			.update( 'reader@example.com' )
			.digest( 'hex' );
		expect( file.seen ).toHaveLength( 1 );
		expect( file.seen[ 0 ].method ).toBe( 'PUT' );
		expect( file.seen[ 0 ].path ).toBe(
			`/3.0/lists/${ LIST }/members/${ hash }`
		);
		expect( JSON.parse( file.seen[ 0 ].body ) ).toEqual( {
			email_address: 'Reader@Example.com',
			status_if_new: 'pending',
			interests: { abc123: true },
			merge_fields: { SOURCE: 'homepage' },
		} );
	} );

	it( 'sends neither groups nor merge field when the block has none, and ignores a __proto__ key', async () => {
		const bare = await file.createPost(
			'<!-- wp:jetpack/mailchimp {"signupFieldTag":"SOURCE"} --><div class="wp-block-jetpack-mailchimp"></div><!-- /wp:jetpack/mailchimp -->'
		);
		const response = await file.visitor.fetch(
			'/wp-json/wpcom/v2/mailchimp/subscribe',
			{
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: `{"email":"plain@example.com","post_id":${ bare },"block":"0","__proto__":{"interests":["evil"]}}`,
			}
		);
		expect( response.status ).toBe( 200 );
		expect( JSON.parse( file.seen[ 0 ].body ) ).toEqual( {
			email_address: 'plain@example.com',
			status_if_new: 'pending',
		} );
	} );

	it( 'takes the form-encoded fields the visitor’s form sends', async () => {
		const response = await file.visitor.fetch(
			'/wp-json/wpcom/v2/mailchimp/subscribe',
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: new URLSearchParams( {
					post_id: String( postId ),
					block: '0',
					email: 'form@example.com',
				} ).toString(),
			}
		);
		expect( response.status ).toBe( 200 );
		expect( JSON.parse( file.seen[ 0 ].body ) ).toMatchObject( {
			email_address: 'form@example.com',
			interests: { abc123: true },
		} );
	} );

	it( 'refuses an invalid or missing address, naming email', async () => {
		for ( const email of [
			'',
			'not-an-email',
			`${ 'a'.repeat( 250 ) }@example.com`,
			42,
			undefined,
		] ) {
			const { status, body } = await file.signUp( postId, { email } );
			expect( status ).toBe( 400 );
			expect( body.message ).toBe(
				'Please enter a valid email address.'
			);
			expect( body.data.params ).toEqual( {
				email: 'Please enter a valid email address.',
			} );
		}
		expect( file.seen ).toEqual( [] );
	} );

	it( 'answers 404 for a path with no Mailchimp block, a draft or an unknown post', async () => {
		for ( const block of [ '1', '0-0', 'x' ] ) {
			const { status, body } = await file.signUp( postId, { block } );
			expect( status ).toBe( 404 );
			expect( body.code ).toBe( 'mailchimp_block_missing' );
		}
		const draftId = await file.createPost( BLOCK, 'draft' );
		expect( ( await file.signUp( draftId ) ).status ).toBe( 404 );
		expect( ( await file.signUp( 999999 ) ).status ).toBe( 404 );
		expect( file.seen ).toEqual( [] );
	} );

	it( 'passes on Mailchimp’s refusal of an address as 400, and its failure as 502', async () => {
		const refused = await file.signUp( postId, {
			email: 'fake@example.com',
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.code ).toBe( 'mailchimp_rejected' );
		expect( refused.body.message ).toBe(
			'fake@example.com looks fake or invalid, please enter a real email address.'
		);
		file.failNext();
		const down = await file.signUp( postId );
		expect( down.status ).toBe( 502 );
		expect( down.body.code ).toBe( 'mailchimp_failed' );
	} );

	it( 'limits sign-ups to 10 per address in 10 minutes', async () => {
		for ( let i = 0; i < 10; i++ ) {
			const { status } = await file.signUp( postId, {
				email: `reader${ i }@example.com`,
			} );
			expect( status ).toBe( 200 );
		}
		const over = await file.signUp( postId, {
			email: 'one-more@example.com',
		} );
		expect( over.status ).toBe( 429 );
		expect( file.seen ).toHaveLength( 10 );
	} );
} );
