/**
 * A browser-like client for server tests: global fetch with a cookie jar, manual redirects,
 * sign-in through the real form and REST calls with or without a nonce.
 */
export class CookieJar {
	private readonly cookies = new Map< string, string >();

	store( response: Response ) {
		for ( const header of response.headers.getSetCookie() ) {
			const [ pair, ...attributes ] = header.split( ';' );
			const index = pair.indexOf( '=' );
			const name = pair.slice( 0, index ).trim();
			const value = pair.slice( index + 1 ).trim();
			const expired = attributes.some( ( attr ) =>
				/^\s*max-age=0\s*$/i.test( attr )
			);
			if ( expired || value === '' ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
	}

	get( name: string ) {
		return this.cookies.get( name );
	}

	set( name: string, value: string ) {
		this.cookies.set( name, value );
	}

	header(): string {
		return [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
	}
}

export type RestOptions = {
	method?: string;
	body?: unknown;
	/** `false` sends no nonce even when signed in; a string sends that nonce. */
	nonce?: string | false;
	headers?: Record< string, string >;
};

function isStaleConnectionReset( error: unknown ): boolean {
	const code = ( error as { cause?: { code?: string } } )?.cause?.code;
	return (
		error instanceof TypeError &&
		( code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' )
	);
}

export class SiteClient {
	readonly jar = new CookieJar();
	nonce: string | null = null;

	constructor( readonly baseUrl: string ) {}

	async fetch( path: string, init: RequestInit = {} ): Promise< Response > {
		const headers = new Headers( init.headers );
		const cookie = this.jar.header();
		if ( cookie ) {
			headers.set( 'Cookie', cookie );
		}
		const send = () =>
			fetch( this.baseUrl + path, {
				redirect: 'manual',
				...init,
				headers,
			} );
		let response: Response;
		try {
			response = await send();
		} catch ( error ) {
			// A kept-alive connection the server closed while this process was busy fails at
			// once, before the request reaches the server; browsers send it again on a new
			// connection, and so does this client (once).
			if ( ! isStaleConnectionReset( error ) ) {
				throw error;
			}
			response = await send();
		}
		this.jar.store( response );
		return response;
	}

	/**
	 * Opens the sign-in form (which sets the test cookie) and answers its `_wplogin` token.
	 */
	async loginToken(): Promise< string > {
		const page = await ( await this.fetch( '/wp-login.php' ) ).text();
		const match = /name="_wplogin" value="([^"]*)"/.exec( page );
		if ( ! match ) {
			throw new Error( 'The sign-in form has no _wplogin token.' );
		}
		return match[ 1 ];
	}

	/**
	 * Opens the sign-in form, then posts it as a browser would (with the form's token, unless
	 * `token` says otherwise); the response is the form again (error) or a redirect.
	 * @param fields          the fields, or a form-encoded body as it is to be sent
	 * @param options         what to send besides the fields
	 * @param options.token   `false` sends no token and opens no form; a string sends that one
	 * @param options.headers extra request headers (Origin, Sec-Fetch-Site, …)
	 */
	async postLogin(
		fields: Record< string, string > | string,
		options: {
			token?: string | false;
			headers?: Record< string, string >;
		} = {}
	): Promise< Response > {
		const token =
			options.token === undefined
				? await this.loginToken()
				: options.token;
		let body =
			typeof fields === 'string'
				? fields
				: new URLSearchParams( fields ).toString();
		if ( token !== false ) {
			body += `${ body ? '&' : '' }_wplogin=${ encodeURIComponent( token ) }`;
		}
		return this.fetch( '/wp-login.php', {
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				...options.headers,
			},
			body,
		} );
	}

	/**
	 * Signs in and fetches a REST nonce; throws when the credentials are refused.
	 * @param login
	 * @param password
	 */
	async signIn( login: string, password: string ): Promise< this > {
		const response = await this.postLogin( { log: login, pwd: password } );
		if ( response.status !== 302 ) {
			throw new Error(
				`Sign-in of ${ login } failed with status ${ response.status }`
			);
		}
		await response.arrayBuffer();
		this.nonce = await this.fetchRestNonce();
		return this;
	}

	async fetchRestNonce(): Promise< string > {
		const response = await this.fetch(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		const text = await response.text();
		if ( response.status !== 200 ) {
			throw new Error(
				`rest-nonce answered ${ response.status }: ${ text }`
			);
		}
		return text;
	}

	/**
	 * A REST request under /wp-json/, JSON in and out.
	 * @param route
	 * @param options
	 */
	async rest(
		route: string,
		options: RestOptions = {}
	): Promise< { status: number; body: any; headers: Headers } > {
		const headers: Record< string, string > = { ...options.headers };
		const nonce = options.nonce === undefined ? this.nonce : options.nonce;
		if ( nonce ) {
			headers[ 'X-WP-Nonce' ] = nonce;
		}
		let body: BodyInit | undefined;
		if ( options.body !== undefined ) {
			if (
				Buffer.isBuffer( options.body ) ||
				options.body instanceof FormData
			) {
				body = options.body as BodyInit;
			} else {
				headers[ 'Content-Type' ] ??= 'application/json';
				body = JSON.stringify( options.body );
			}
		}
		const response = await this.fetch( `/wp-json${ route }`, {
			method: options.method ?? 'GET',
			headers,
			body,
		} );
		const text = await response.text();
		let parsed: unknown = text;
		try {
			parsed = text ? JSON.parse( text ) : null;
		} catch {
			// Not JSON: keep the text so the assertion shows it.
		}
		return {
			status: response.status,
			body: parsed,
			headers: response.headers,
		};
	}
}
