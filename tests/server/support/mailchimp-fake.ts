/**
 * A local fake of Mailchimp's Marketing API on 127.0.0.1 for the host's Mailchimp tests, and a
 * test site pointed at it (MAILCHIMP_URL): the fake checks the Basic auth and the paths, records
 * every request, knows one audience (LIST, two interest categories) and refuses addresses
 * containing "fake" as Mailchimp does. `mailchimpSiteForThisFile()` registers the hooks of a test
 * file and gives its tests the site, its signed-in clients and small request helpers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteClient } from './site-client';
import { startTestSite, type TestSite } from './test-site';

export const KEY = '0123456789abcdef0123456789abcdef-us21';
export const LIST = 'a1b2c3d4e5';
const AUTH = `Basic ${ Buffer.from( `anystring:${ KEY }` ).toString(
	'base64'
) }`;

/** A saved Mailchimp block with one group and a signup merge field. */
export const BLOCK =
	'<!-- wp:jetpack/mailchimp {"interests":["abc123"],"signupFieldTag":"SOURCE","signupFieldValue":"homepage"} --><div class="wp-block-jetpack-mailchimp"><!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /--></div><!-- /wp:jetpack/mailchimp -->';

/** What the settings answer while the site has no Mailchimp account. */
export const NOT_CONNECTED = {
	connected: false,
	list_id: '',
	list_name: '',
	api_key_hint: '',
};

export type SeenRequest = { method: string; path: string; body: string };

function mailchimpError( status: number, title: string, detail: string ) {
	return JSON.stringify( {
		type: 'https://mailchimp.com/developer/marketing/docs/errors/',
		status,
		title,
		detail,
		instance: 'abc',
	} );
}

const INTERESTS: Record< string, Array< { id: string; name: string } > > = {
	cat1: [
		{ id: 'abc123', name: 'Recipes' },
		{ id: 'def456', name: 'Travel' },
	],
	cat2: [ { id: 'ghi789', name: 'Daily' } ],
};

function fakeAnswer(
	method: string,
	path: string,
	body: string
): [ number, unknown ] {
	const list = `/3.0/lists/${ LIST }`;
	if ( method === 'GET' && path === list ) {
		return [ 200, { id: LIST, name: 'Weekly letter' } ];
	}
	if (
		method === 'GET' &&
		path === `${ list }/interest-categories?count=100`
	) {
		return [
			200,
			{
				categories: [
					{ id: 'cat1', title: 'Topics', type: 'checkboxes' },
					{ id: 'cat2', title: 'Frequency', type: 'radio' },
				],
				total_items: 2,
			},
		];
	}
	const category =
		/^\/interest-categories\/(cat[12])\/interests\?count=100$/.exec(
			path.slice( list.length )
		);
	if ( method === 'GET' && path.startsWith( list ) && category ) {
		return [ 200, { interests: INTERESTS[ category[ 1 ] ] } ];
	}
	const member = /^\/members\/([0-9a-f]{32})$/.exec(
		path.slice( list.length )
	);
	if ( method === 'PUT' && path.startsWith( list ) && member ) {
		const { email_address: email } = JSON.parse( body );
		return String( email ).includes( 'fake' )
			? [
					400,
					mailchimpError(
						400,
						'Invalid Resource',
						`${ email } looks fake or invalid, please enter a real email address.`
					),
				]
			: [
					200,
					{
						id: member[ 1 ],
						email_address: email,
						status: 'pending',
					},
				];
	}
	return [
		404,
		mailchimpError(
			404,
			'Resource Not Found',
			'The requested resource could not be found.'
		),
	];
}

export type MailchimpFile = {
	testSite: TestSite;
	admin: SiteClient;
	editor: SiteClient;
	visitor: SiteClient;
	/** The requests the fake received since the test began. */
	seen: SeenRequest[];
	/** Makes the fake answer the next request with a 500. */
	failNext: () => void;
	/** Publishes (or saves with `status`) a post holding `content`; its id. */
	createPost: ( content: string, status?: string ) => Promise< number >;
	/** The administrator's `POST wpcom/v2/mailchimp/settings`. */
	connect: (
		body: Record< string, unknown >
	) => ReturnType< SiteClient[ 'rest' ] >;
	/** A visitor's sign-up at the post's first block, `fields` overriding the body. */
	signUp: (
		postId: number,
		fields?: Record< string, unknown >
	) => ReturnType< SiteClient[ 'rest' ] >;
};

export function mailchimpSiteForThisFile(): MailchimpFile {
	const file = { seen: [] as SeenRequest[] } as MailchimpFile;
	let fake: Server;
	let failing = false;

	beforeAll( async () => {
		fake = createServer( ( req, res ) => {
			const chunks: Buffer[] = [];
			req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
			req.on( 'end', () => {
				const body = Buffer.concat( chunks ).toString( 'utf8' );
				const method = req.method ?? 'GET';
				const path = req.url ?? '/';
				file.seen.push( { method, path, body } );
				res.setHeader( 'content-type', 'application/problem+json' );
				if ( failing ) {
					failing = false;
					res.writeHead( 500 ).end(
						mailchimpError( 500, 'Internal Server Error', 'Oops.' )
					);
					return;
				}
				if ( req.headers.authorization !== AUTH ) {
					res.writeHead( 401 ).end(
						mailchimpError(
							401,
							'API Key Invalid',
							'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.'
						)
					);
					return;
				}
				const [ status, answer ] = fakeAnswer( method, path, body );
				res.writeHead( status ).end(
					typeof answer === 'string'
						? answer
						: JSON.stringify( answer )
				);
			} );
		} );
		await new Promise< void >( ( done ) =>
			fake.listen( 0, '127.0.0.1', done )
		);
		file.testSite = await startTestSite( {
			embedServices: {
				mailchimp: `http://127.0.0.1:${
					( fake.address() as AddressInfo ).port
				}`,
			},
		} );
		file.admin = await file.testSite.admin();
		file.editor = await file.testSite.editor();
		file.visitor = file.testSite.client();
	} );

	afterAll( async () => {
		await file.testSite?.close();
		await new Promise( ( done ) => fake?.close( done ) );
	} );

	beforeEach( async () => {
		file.seen.length = 0;
		failing = false;
		await file.testSite.site.db
			.deleteFrom( 'rate_limits' )
			.where( 'key', 'like', 'mailchimp-subscribe|%' )
			.execute();
	} );

	file.failNext = () => {
		failing = true;
	};
	file.createPost = async ( content, status = 'publish' ) => {
		const created = await file.admin.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Newsletter', status, content },
		} );
		expect( created.status ).toBe( 201 );
		return created.body.id as number;
	};
	file.connect = ( body ) =>
		file.admin.rest( '/wpcom/v2/mailchimp/settings', {
			method: 'POST',
			body,
		} );
	file.signUp = ( postId, fields = {} ) =>
		file.visitor.rest( '/wpcom/v2/mailchimp/subscribe', {
			method: 'POST',
			body: {
				email: 'reader@example.com',
				post_id: postId,
				block: '0',
				...fields,
			},
		} );
	return file;
}
