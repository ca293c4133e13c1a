import {
	canOfferPluginInstall,
	helpUrl,
	isSiteType,
	plansUrl,
	pluginsUrl,
	siteSlug,
	upgradeUrl,
	type SiteLinkContext,
	type SiteType,
} from '..';

const site = ( siteType: SiteType ): SiteLinkContext => ( {
	siteType,
	siteUrl: 'https://example.org/blog',
	adminUrl: 'https://example.org/blog/wp-admin/',
} );

describe( 'siteSlug', () => {
	it( 'names the site by host and path, with :: for slashes', () => {
		expect( siteSlug( 'https://example.org/' ) ).toBe( 'example.org' );
		expect( siteSlug( 'https://example.org/blog/en/' ) ).toBe(
			'example.org::blog::en'
		);
		expect( siteSlug( 'http://127.0.0.1:8888' ) ).toBe( '127.0.0.1:8888' );
	} );
} );

describe( 'isSiteType', () => {
	it( 'accepts the three site types only', () => {
		expect( isSiteType( 'simple' ) ).toBe( true );
		expect( isSiteType( 'atomic' ) ).toBe( true );
		expect( isSiteType( 'self-hosted' ) ).toBe( true );
		expect( isSiteType( 'jetpack' ) ).toBe( false );
		expect( isSiteType( undefined ) ).toBe( false );
	} );
} );

describe( 'upgrade links', () => {
	it( 'sends hosted sites to the platform plans and self-hosted sites to the provider pricing', () => {
		expect( plansUrl( site( 'simple' ) ) ).toBe(
			'https://wordpress.com/plans/example.org%3A%3Ablog'
		);
		expect( plansUrl( site( 'atomic' ) ) ).toBe(
			'https://wordpress.com/plans/example.org%3A%3Ablog'
		);
		expect( plansUrl( site( 'self-hosted' ) ) ).toBe(
			'https://cloud.jetpack.com/pricing/example.org%3A%3Ablog'
		);
		expect( upgradeUrl( site( 'self-hosted' ) ) ).toBe(
			plansUrl( site( 'self-hosted' ) )
		);
	} );

	it( 'returns simple sites to the platform home and the others to their admin screen after checkout', () => {
		const simple = new URL(
			upgradeUrl( site( 'simple' ), 'jetpack_security_t1_yearly' )
		);
		expect( simple.origin + simple.pathname ).toBe(
			'https://wordpress.com/checkout/example.org%3A%3Ablog/jetpack_security_t1_yearly'
		);
		expect( simple.searchParams.get( 'redirect_to' ) ).toBe(
			'https://wordpress.com/home/example.org::blog'
		);
		for ( const type of [ 'atomic', 'self-hosted' ] as const ) {
			const url = new URL( upgradeUrl( site( type ), 'premium' ) );
			expect( url.pathname ).toBe(
				'/checkout/example.org%3A%3Ablog/premium'
			);
			expect( url.searchParams.get( 'redirect_to' ) ).toBe(
				'https://example.org/blog/wp-admin/admin.php?page=jetpack'
			);
		}
	} );
} );

describe( 'help links', () => {
	it( 'use the platform support site for hosted sites and the provider support site otherwise', () => {
		expect( helpUrl( 'simple', 'stats' ) ).toBe(
			'https://wordpress.com/support/stats/'
		);
		expect( helpUrl( 'atomic', '/stats/' ) ).toBe(
			'https://wordpress.com/support/stats/'
		);
		expect( helpUrl( 'self-hosted', 'stats' ) ).toBe(
			'https://jetpack.com/support/stats/'
		);
	} );
} );

describe( 'plugins', () => {
	it( 'are managed on the platform for simple sites and in the site admin otherwise', () => {
		expect( pluginsUrl( site( 'simple' ) ) ).toBe(
			'https://wordpress.com/plugins/example.org%3A%3Ablog'
		);
		expect( pluginsUrl( site( 'atomic' ) ) ).toBe(
			'https://example.org/blog/wp-admin/plugins.php'
		);
	} );

	it( 'can be installed from the admin screen only off simple sites, by users who may install plugins', () => {
		const admin = { install_plugins: true, manage_options: true };
		expect( canOfferPluginInstall( 'simple', admin ) ).toBe( false );
		expect( canOfferPluginInstall( 'atomic', admin ) ).toBe( true );
		expect( canOfferPluginInstall( 'self-hosted', admin ) ).toBe( true );
		expect(
			canOfferPluginInstall( 'self-hosted', { edit_posts: true } )
		).toBe( false );
	} );
} );
